/**
 * Thrown by a handler of a public call that needs a session after all (resetPwdPc): the dispatcher answers
 * envelope code 06060010 like it does for protected calls, so the client goes to login.
 */
export class SessionRequiredError extends Error {
  constructor(message = '请重新登录') {
    super(message);
  }
}
