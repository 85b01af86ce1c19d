import type { Handlers } from '../core/calls';

export const referenceHandlers: Handlers = {};
