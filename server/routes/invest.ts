import type { Handlers } from '../core/calls';

export const investHandlers: Handlers = {};
