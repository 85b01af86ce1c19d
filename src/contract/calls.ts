import type { AccountCalls } from './account';
import type { ContentCalls } from './content';
import type { InvestCalls } from './invest';

/** Every POST call key of the customer app, with its request and response data types. */
export interface CallMap extends AccountCalls, InvestCalls, ContentCalls {}
export type CallKey = keyof CallMap;
export type CallRequest<K extends CallKey> = CallMap[K]['req'];
export type CallResponse<K extends CallKey> = CallMap[K]['res'];
