/** The CRS tax-residency calls of spec 2 (§7): parsed here, decided in services/crs.ts. */
import { crsText, type CrsForm } from '../../src/contract';
import { sessionOf, type CallContext, type Handler, type Handlers } from '../core/calls';
import { crsStatus, declareCrs } from '../services/crs';
import { requireCertified } from '../services/users';

function declare<K extends 'crsCommit' | 'updateCrs'>(sentBy: K): Handler<K> {
  return async (req: CrsForm, ctx: CallContext) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    await declareCrs(ctx.db, ctx.clock, userId, req, sentBy);
    return { data: null, msg: crsText.saved };
  };
}

export const crsHandlers: Handlers = {
  selectCrs: async (_req, ctx) => ({ data: await crsStatus(ctx.db, sessionOf(ctx).userId) }),
  crsCommit: declare('crsCommit'),
  updateCrs: declare('updateCrs'),
};
