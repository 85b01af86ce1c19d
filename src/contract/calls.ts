/**
 * Every call of the customer app, gathered from its one declaration (`defineCall` in account.ts, invest.ts,
 * content.ts): what the client, the server's dispatcher and the tests read about calls is derived here.
 */
import { accountCalls } from './account.ts';
import { contentCalls } from './content.ts';
import type { CallFlags } from './defineCall.ts';
import { investCalls } from './invest.ts';

export const CALLS = { ...accountCalls, ...investCalls, ...contentCalls };

export type CallKey = keyof typeof CALLS;
type TypesOf<C> = C extends { readonly types?: infer T } ? NonNullable<T> : never;
/** Every POST call key of the customer app, with its request and response data types. */
export type CallMap = { [K in CallKey]: TypesOf<(typeof CALLS)[K]> };
export type CallRequest<K extends CallKey> = CallMap[K]['req'];
export type CallResponse<K extends CallKey> = CallMap[K]['res'];

const KEYS = Object.keys(CALLS) as CallKey[];
/** The keys of the calls declared with a flag. */
type KeysWith<Flag extends keyof CallFlags> = {
  [K in CallKey]: (typeof CALLS)[K] extends Required<Pick<CallFlags, Flag>> ? K : never;
}[CallKey];
const keysWith = <Flag extends 'public' | 'submission'>(flag: Flag) =>
  KEYS.filter((key) => (CALLS[key] as CallFlags)[flag]) as Array<KeysWith<Flag>>;

/**
 * What every call's `requestData` must hold (requestRules.ts): the server checks every request against it before a
 * handler runs (answering 04040001 with the first failing field's message), and the client's form checks are built
 * from the same field rules, so the two cannot disagree.
 */
export const REQUEST_RULES = Object.fromEntries(KEYS.map((key) => [key, CALLS[key].rules])) as {
  readonly [K in CallKey]: (typeof CALLS)[K]['rules'];
};

/** Calls that work without a session (`public`); every other call answers 06060010 without a live one. */
export const PUBLIC_CALLS = keysWith('public');

/** Calls with an effect a repeat must not double (`submission`), and the CRS image upload (multipart). */
export const SUBMISSION_CALLS = [...keysWith('submission'), 'uploadCrs' as const];
export type SubmissionCall = (typeof SUBMISSION_CALLS)[number];

/**
 * The body a call may send, in bytes, unless its declaration says more (`bodyLimit`): its longest text field is 4,000
 * characters (a risk questionnaire's answers), 12 KB of UTF-8, so this leaves room for every field at its longest and
 * a server reads no more than this before it has refused a body.
 */
export const CALL_BODY_LIMIT = 32 * 1024;

export const bodyLimitOf = (key: CallKey): number => (CALLS[key] as CallFlags).bodyLimit ?? CALL_BODY_LIMIT;

/** The field an array requestData is read as, for a call whose spec sends an array (`listAs`). */
export const listAsOf = (key: CallKey): string | undefined => (CALLS[key] as CallFlags).listAs;

/** The largest body of any call: the limit of the one route that takes them all (server/http/api.ts). */
export const LARGEST_CALL_BODY = Math.max(...KEYS.map(bodyLimitOf));

/** What the client needs of each call as it runs: its action, whether it is a submission, its headers. */
export type CallTable = {
  readonly [K in CallKey]: { label: string } & Pick<CallFlags, 'submission' | 'headers'>;
};

/**
 * The calls' table without their request rules, written into the app when it is built (vite.config.ts,
 * src/api/callTable.ts): the pages that make calls do not carry every call's rules and texts.
 */
export function callTable(): CallTable {
  return Object.fromEntries(
    KEYS.map((key) => {
      const { label, submission, headers }: CallFlags & { label: string } = CALLS[key];
      return [key, { label, ...(submission && { submission }), ...(headers && { headers }) }];
    }),
  ) as CallTable;
}
