/**
 * The first step of the password forms (change, set and forgot password): the rule is fetched (queryPwdIntensity);
 * if that fails the default rule applies. Each form's setup provides the `loadPasswordRule` actor and the
 * `assignRule` action; the form's `editing` state follows.
 */
export const loadingRuleState = {
  invoke: {
    id: 'loadPasswordRule',
    src: 'loadPasswordRule',
    onDone: { target: 'editing', actions: 'assignRule' },
    onError: 'editing',
  },
} as const;
