import { fromPromise } from 'xstate';
import { api } from '../api';
import { DEFAULT_PASSWORD_RULE, parsePasswordRule, type PasswordRule } from '../validation/password';

/**
 * queryPwdIntensity for the set-, change- and forgot-password flows. A rule the client cannot use (not a regular
 * expression) counts as none, and the spec's default applies, as it does when the call fails.
 */
export const loadPasswordRule = fromPromise<PasswordRule>(async () => {
  const { data } = await api.queryPwdIntensity();
  return parsePasswordRule(data) ?? DEFAULT_PASSWORD_RULE;
});
