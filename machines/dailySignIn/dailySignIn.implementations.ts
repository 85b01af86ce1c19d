/**
 * The real calls of the task centre (spec 3 §2, §7 queryTaskCenterList, customerSignIn); pointsList and activeInvite
 * open through the native app inside it.
 */
import { fromPromise } from 'xstate';
import type { dailySignInMachine, SignInOutcome, TaskCentre } from './dailySignIn';
import { api } from '../../src/api';
import { Code } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { href, type ScreenName } from '../../src/paths';
import { native } from '../../src/platform/bridge';
import { isInApp } from '../../src/platform/terminal';
import { withRefusals } from '../../src/implementations/outcome';

/**
 * The task centre's calls, and the invitation it opens: inside the app as a page of the native shell
 * (openInternallLink, spec 3 §2), in a browser through the router (`navigate`).
 */
export function dailySignInImplementations(
  navigate: (path: string) => void,
): Implementations<typeof dailySignInMachine> {
  return {
    actors: {
      loadCentre: fromPromise(async (): Promise<TaskCentre> => (await api.queryTaskCenterList({})).data),
      signIn: fromPromise((): Promise<SignInOutcome> =>
        withRefusals((options) => api.customerSignIn({}, options), {
          [Code.invalidInput]: 'refused',
          [Code.notCertified]: 'refused',
          [Code.quotaExhausted]: 'refused',
        } as const),
      ),
    },
    actions: {
      openInvite: () => openScreen('activeInvite', navigate),
    },
  };
}

/** A screen of ours the task centre opens: a page of the native shell inside the app, else the router's. */
export function openScreen(screen: ScreenName, navigate: (path: string) => void): void {
  if (isInApp()) void native.openInternallLink(href(screen));
  else navigate(href(screen));
}
