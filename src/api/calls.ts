import type { CallKey, CallRequest, CallResponse } from '../contract/calls';
import type { PicByUuid } from '../contract';
import { PIC_BY_UUID_PATH } from '../contract/envelope';
import { CALL_TABLE } from './callTable';
import { request, send, type CallOptions, type CallOutcome } from './client';

// Calls whose request has no required field may be made without one: `api.loginOut()`.
type CallArgs<K extends CallKey, E extends string> =
  Record<never, never> extends CallRequest<K>
    ? [requestData?: CallRequest<K>, options?: CallOptions<E>]
    : [requestData: CallRequest<K>, options?: CallOptions<E>];

export type CallFn<K extends CallKey> = <const E extends string = never>(
  ...args: CallArgs<K, E>
) => Promise<CallOutcome<CallResponse<K>, E>>;

export type Api = { [K in CallKey]: CallFn<K> };

/** A call's function: its declaration's label for "<action>失败" (spec 1 §8) and its headers go with every request. */
function bind<K extends CallKey>(key: K): CallFn<K> {
  const { label, headers } = CALL_TABLE[key];
  const fn = (requestData?: CallRequest<K>, options: CallOptions<string> = {}) =>
    request(key, requestData ?? ({} as CallRequest<K>), {
      action: label,
      ...options,
      headers: { ...headers, ...options.headers },
    });
  return fn as CallFn<K>;
}

/** One typed function per call key: `api.userPasswordLogin(req, { expect: [Code.captchaRequired] })`. */
export const api = Object.fromEntries((Object.keys(CALL_TABLE) as CallKey[]).map((key) => [key, bind(key)])) as Api;

/** `GET ${API_PREFIX}/getPicByUuid?uuid=`: banner and article images, answered as base64. */
export function getPicByUuid(uuid: string): Promise<CallOutcome<PicByUuid>> {
  return send<PicByUuid>(PIC_BY_UUID_PATH, { method: 'GET', query: { uuid } }, { action: '获取图片' });
}
