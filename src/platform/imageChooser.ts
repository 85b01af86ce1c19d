/**
 * Choosing images for an upload. Android WebViews open a file input only when the host app implements it, so
 * inside the app (terminal type 1) a shell that offers the `chooseImage` action chooses them natively and hands them
 * back through a window callback; everywhere else the page's own file input does it (docs/client.md, "Choosing images inside the app").
 */
import { callNative, nativeOffers } from './bridge';

/** The window function the shell calls with what was chosen: `[{ name, type, base64 }]`, or [] when cancelled. */
export const IMAGES_CHOSEN_CALLBACK = '__imagesChosen';

export interface NativeImage {
  name: string;
  type: string;
  /** The bytes, base64 (no data: prefix). */
  base64: string;
}

declare global {
  interface Window {
    [IMAGES_CHOSEN_CALLBACK]?: (images: NativeImage[]) => void;
  }
}

const toFile = ({ name, type, base64 }: NativeImage): File => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type });
};

/**
 * Up to `max` images chosen by the app's own chooser, as files; null when the app offers none (the page uses its
 * file input then). The action's payload is `{ max, callback }`.
 */
export function chooseImagesInApp(max: number): Promise<File[]> | null {
  if (!nativeOffers('chooseImage')) return null;
  return new Promise((resolve) => {
    window[IMAGES_CHOSEN_CALLBACK] = (images) => {
      delete window[IMAGES_CHOSEN_CALLBACK];
      resolve((Array.isArray(images) ? images : []).map(toFile));
    };
    void callNative('chooseImage', { max, callback: IMAGES_CHOSEN_CALLBACK });
  });
}
