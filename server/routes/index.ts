import type { Handlers } from '../core/calls';
import { accountHandlers } from './account';
import { contentHandlers } from './content';
import { crsHandlers } from './crs';
import { investHandlers } from './invest';
import { mineHandlers } from './mine';
import { pointsHandlers } from './points';
import { profileHandlers } from './profile';
import { referenceHandlers } from './reference';
import { riskHandlers } from './risk';

/** Every call key the server answers; a key defined by two modules is a start-up error, not a silent override. */
export function allHandlers(): Handlers {
  const merged: Record<string, unknown> = {};
  const modules: Record<string, Handlers> = {
    account: accountHandlers,
    invest: investHandlers,
    content: contentHandlers,
    points: pointsHandlers,
    reference: referenceHandlers,
    mine: mineHandlers,
    profile: profileHandlers,
    risk: riskHandlers,
    crs: crsHandlers,
  };
  for (const [name, handlers] of Object.entries(modules)) {
    for (const [key, handler] of Object.entries(handlers)) {
      if (key in merged) throw new Error(`call key ${key} is defined twice (again in routes/${name}.ts)`);
      merged[key] = handler;
    }
  }
  return merged as Handlers;
}
