/**
 * One declaration per call: `defineCall<Request, Response>()({ label, rules, … })` in its spec's file (account,
 * invest, content) gives everything the client, the server, the tests and the docs read about it (src/contract/calls.ts
 * gathers them): the request and response types, its action for "<action>失败", whether it works without a
 * session, whether it is a submission with one effect, extra headers, and the request rules (requestRules.ts).
 * Rules for exactly the fields of the request, each required exactly when the type requires it: a call whose rules
 * and request disagree does not compile.
 */
import type { RequestRules } from './requestRules.ts';

export interface CallFlags {
  /**
   * Works without a session; every other call answers 06060010 when the token is missing or expired. resetPwdPc
   * is not public: setting a password from a phone number alone would hand over accounts, so it needs the
   * (SMS-login) session of that phone.
   */
  public?: true;
  /**
   * An effect a repeat must not double (a record, a change, a reward): the call client sends each submission with
   * a key in IDEMPOTENCY_HEADER, the same key again when it retries after no answer; the server runs one submission
   * once and answers its repeats with the first answer (server/services/submissions.ts). Logins and SMS sends are
   * not submissions: their own rules (sessions capped, the 60 s resend wait) already cover a repeat.
   */
  submission?: true;
  /** Extra request headers the call sends. */
  headers?: Readonly<Record<string, string>>;
  /**
   * The largest body the server reads for the call, in bytes; default CALL_BODY_LIMIT (calls.ts), room for every
   * field at its longest. Only a call that carries a picture needs more.
   */
  bodyLimit?: number;
  /**
   * The spec's requestData is an array (changeStatusBatch: "array of messages", spec 1 §7): an array is read as this
   * field of the request, so the rules and the handler see one shape; the object form stays valid too.
   */
  listAs?: string;
}

/** A rule for a field the request does not have does not compile. */
type OnlyFieldsOf<R, Req> = R & { readonly [F in Exclude<keyof R, keyof Req>]: never };

export type CallDeclaration<Req, Res, R = RequestRules<Req>> = CallFlags & {
  /** The Chinese action, for "<action>失败" when the server sends no message (spec 1 §8). */
  label: string;
  rules: R;
  /** The request and response types (types only: never set). */
  readonly types?: { req: Req; res: Res };
};

/** Declares a call: `defineCall<Request, Response>()({ label: '签到', submission: true, rules: {} })`. */
export const defineCall =
  <Req, Res>() =>
  <const R extends RequestRules<Req>, const F extends CallFlags = Record<never, never>>(
    declaration: { label: string; rules: OnlyFieldsOf<R, Req> } & F,
  ) =>
    declaration as CallDeclaration<Req, Res, R> & F;
