import type { Handlers } from '../core/calls';

export const contentHandlers: Handlers = {};
