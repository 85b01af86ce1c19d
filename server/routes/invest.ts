/** Read calls of spec 2: product list and detail, net values and yields, product documents (services/products.ts). */
import type { CallRequest } from '../../src/contract';
import type { CallContext, Handlers } from '../core/calls';
import { netValues, productDetail, productFile, productIncome, productsPage } from '../services/products';
import { assertCertified } from '../services/users';

/**
 * Product detail and everything reached from it (net values, documents) is for verified customers only
 * (spec 2 §6); the list stays open to every logged-in user.
 */
function requireCertified(ctx: CallContext): void {
  if (ctx.session) assertCertified(ctx.session.isCertified);
}

async function detail(req: CallRequest<'queryProjectInfo'>, ctx: CallContext) {
  requireCertified(ctx);
  return { data: await productDetail(ctx.db, ctx.clock, ctx.session?.userId, req.trustCode) };
}

export const investHandlers: Handlers = {
  productList: async (req, { db }) => ({ data: await productsPage(db, req) }),

  queryProjectInfo: detail,
  fixedDetail: detail,

  queryproductnetvalue: async (req, ctx) => {
    requireCertified(ctx);
    return { data: await netValues(ctx.db, ctx.clock, req) };
  },

  queryProductIncome: async (req, ctx) => {
    requireCertified(ctx);
    return { data: await productIncome(ctx.db, ctx.clock, req) };
  },

  queryProductFile: async (req, ctx) => {
    requireCertified(ctx);
    return { data: { url: await productFile(ctx.db, req.trustCode, req.fileType) } };
  },
};
