import type { Handlers } from '../core/calls';

export const mineHandlers: Handlers = {};
