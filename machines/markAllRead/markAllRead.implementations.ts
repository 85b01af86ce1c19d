/** The call of the message list's 全部已读 (spec 1 §7 changeStatusBatch). */
import { fromPromise } from 'xstate';
import { api } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import type { markAllReadMachine } from './markAllRead';

export const markAllReadImplementations: Implementations<typeof markAllReadMachine> = {
  actors: {
    // An empty list marks every message of the user read (the server's rule for the list screen).
    markAllRead: fromPromise(async () => ({ msg: (await api.changeStatusBatch({})).msg })),
  },
};
