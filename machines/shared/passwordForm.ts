import { output } from './flow';

/**
 * The first step of the password forms (change, set and forgot password): the rule is fetched (queryPwdIntensity);
 * if that fails the default rule applies. Each form's setup provides the `loadPasswordRule` actor and the
 * `assignRule` action (the rule as its params); the form's `editing` state follows.
 */
export const loadingRuleState = {
  invoke: {
    id: 'loadPasswordRule',
    src: 'loadPasswordRule',
    onDone: { target: 'editing', actions: { type: 'assignRule', params: output } },
    onError: 'editing',
  },
} as const;
