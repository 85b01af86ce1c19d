/** The product list's filter keeps its choice as productParam (spec 2 §2 "Product list"). */
import type { ProductFilter } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { setProductParam } from '../../src/platform/storage';
import type { productFilterMachine } from './productFilter';

export const productFilterImplementations: Implementations<typeof productFilterMachine> = {
  actions: {
    storeFilter: (_args, params: ProductFilter) => setProductParam(params),
  },
};
