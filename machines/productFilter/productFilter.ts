import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { ProductFilter } from '../../src/contract';

/** The filter's groups: one choice each ('' for none); `amount` is a band's key. */
export type FilterField = 'saleProjectStatus' | 'type' | 'riskLevel' | 'amount';
export type FilterChoices = Record<FilterField, string>;

export interface ProductFilterInput {
  /** The filter stored by the last confirm (productParam), applied to the first list query. */
  stored: ProductFilter;
}

export interface ProductFilterContext {
  /** What the list is queried with. */
  applied: FilterChoices;
  /** What the open filter shows; confirm applies it, closing discards it. */
  draft: FilterChoices;
  /** How many times a filter was confirmed in this visit. */
  confirms: number;
  /** How many times the applied filter changed (a confirm, a chip removed, all cleared): the list loads afresh. */
  version: number;
}

export type ProductFilterEvent =
  | { type: 'user.openFilter' }
  | { type: 'user.changeField'; field: FilterField; value: string }
  | { type: 'user.reset' }
  | { type: 'user.confirm' }
  | { type: 'user.closeFilter' }
  | { type: 'user.removeChoice'; field: FilterField }
  | { type: 'user.clearFilter' };

/**
 * Minimum-purchase bands (spec 2 §2 "Product filter"), [start, end) in yuan. The third band ends at 10,000,000 as
 * intended; the original sends 1,000,000 there, a known defect (docs/client.md, "The filter is a chart").
 */
export const AMOUNT_BANDS: Record<string, { startAmount?: number; endAmount?: number }> = {
  '1': { endAmount: 1_000_000 },
  '2': { startAmount: 1_000_000, endAmount: 3_000_000 },
  '3': { startAmount: 3_000_000, endAmount: 10_000_000 },
  '4': { startAmount: 10_000_000 },
};

export const NO_CHOICES: FilterChoices = { saleProjectStatus: '', type: '', riskLevel: '', amount: '' };

/** The stored filter as the filter's choices (a stored band that is none of ours is no choice). */
export function choicesOf(stored: ProductFilter): FilterChoices {
  const amount =
    Object.entries(AMOUNT_BANDS).find(
      ([, band]) => band.startAmount === stored.startAmount && band.endAmount === stored.endAmount,
    )?.[0] ?? '';
  return {
    saleProjectStatus: stored.saleProjectStatus ?? '',
    type: stored.type ?? '',
    riskLevel: stored.riskLevel ?? '',
    amount: stored.startAmount === undefined && stored.endAmount === undefined ? '' : amount,
  };
}

/** The choices as productList's filter params: saleProjectStatus, type, riskLevel, startAmount, endAmount. */
export function paramsOf(choices: FilterChoices): ProductFilter {
  return {
    ...(choices.saleProjectStatus && { saleProjectStatus: choices.saleProjectStatus }),
    ...(choices.type && { type: choices.type }),
    ...(choices.riskLevel && { riskLevel: choices.riskLevel }),
    ...AMOUNT_BANDS[choices.amount],
  };
}

/**
 * The product list's filter (spec 2 §2 "Product list", "Product filter"; §3 "Stored client values": productParam).
 * The list itself is the loader chart's, queried with `applied`.
 *
 * - closed: the list shows, queried with the applied filter (the stored one on arrival). 筛选 opens the filter.
 * - open: the groups product status, investment industry, risk level and minimum purchase amount, one choice each;
 *   tapping a choice selects it, tapping it again clears it. 重置 clears every group; 确定 stores the filter
 *   (productParam), closes it and the list loads afresh with it; closing it otherwise keeps the applied filter.
 * - While closed, the applied choices show as chips (UX.md "States"): removing one (or 全部清除, or 清除筛选 on a list
 *   the filter left empty) applies and stores the rest at once, and the list loads afresh.
 */
export const productFilterMachine = setup({
  types: {
    context: {} as ProductFilterContext,
    events: {} as ProductFilterEvent,
    input: {} as ProductFilterInput,
  },
  actions: {
    /** Stores the applied filter (productParam); provided by the page. */
    storeFilter: (_args: unknown, _params: ProductFilter) => {},
    copyApplied: assign({ draft: ({ context }) => context.applied }),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'user.changeField');
      const value = context.draft[event.field] === event.value ? '' : event.value;
      return { draft: { ...context.draft, [event.field]: value } };
    }),
    clearDraft: assign({ draft: NO_CHOICES }),
    apply: assign({
      applied: ({ context }) => context.draft,
      confirms: ({ context }) => context.confirms + 1,
      version: ({ context }) => context.version + 1,
    }),
    removeChoice: assign(({ context, event }) => {
      assertEvent(event, 'user.removeChoice');
      return { applied: { ...context.applied, [event.field]: '' }, version: context.version + 1 };
    }),
    clearApplied: assign({ applied: NO_CHOICES, version: ({ context }) => context.version + 1 }),
  },
  guards: {
    /** The chip's choice is applied. */
    isApplied: ({ context, event }) => {
      assertEvent(event, 'user.removeChoice');
      return context.applied[event.field] !== '';
    },
    isFiltered: ({ context }) => Object.values(context.applied).some((v) => v !== ''),
  },
}).createMachine({
  id: 'productFilter',
  context: ({ input }) => {
    const applied = choicesOf(input.stored);
    return { applied, draft: applied, confirms: 0, version: 0 };
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.openFilter': { target: 'open', actions: 'copyApplied' },
        'user.removeChoice': {
          guard: 'isApplied',
          actions: ['removeChoice', { type: 'storeFilter', params: ({ context }) => paramsOf(context.applied) }],
        },
        'user.clearFilter': {
          guard: 'isFiltered',
          actions: ['clearApplied', { type: 'storeFilter', params: ({ context }) => paramsOf(context.applied) }],
        },
      },
    },
    open: {
      on: {
        'user.changeField': { actions: 'choose' },
        'user.reset': { actions: 'clearDraft' },
        'user.confirm': {
          target: 'closed',
          actions: ['apply', { type: 'storeFilter', params: ({ context }) => paramsOf(context.applied) }],
        },
        'user.closeFilter': { target: 'closed' },
      },
    },
  },
});

export type ProductFilterSnapshot = SnapshotFrom<typeof productFilterMachine>;

/** What the product list's filter shows. */
export function selectProductFilterView(snapshot: Pick<ProductFilterSnapshot, 'context' | 'matches'>) {
  const { context } = snapshot;
  return {
    open: snapshot.matches('open'),
    choices: context.draft,
    /** Some filter is applied: 筛选 is marked. */
    filtered: Object.values(context.applied).some((v) => v !== ''),
    /** The applied choices, each a chip that removes it, in the groups' order. */
    chips: (Object.keys(context.applied) as FilterField[])
      .filter((field) => context.applied[field] !== '')
      .map((field) => ({ field, value: context.applied[field] })),
    /** The list's query; it loads afresh when this changes. */
    query: paramsOf(context.applied),
    listVersion: context.version,
  };
}
