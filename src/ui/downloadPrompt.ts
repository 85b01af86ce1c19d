import { createStore } from './store';

/** Whether the shell's "请在APP中操作" prompt is open; opened by the bridge's web fallbacks and by flows. */
export const downloadPromptStore = createStore(false);

export const downloadPrompt = {
  open: () => downloadPromptStore.set(true),
  close: () => downloadPromptStore.set(false),
};
