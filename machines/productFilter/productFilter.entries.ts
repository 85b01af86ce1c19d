import { paramsOf, productFilterMachine, selectProductFilterView, type FilterField } from './productFilter';
import { filterChoiceLabel, productText } from '../../src/contract';
import { button, entry, type Control } from '../../tests/model/kit';

const filterButton = button(productText.filter);
/** The one choice the paths make. */
const BAND = { field: 'amount', value: '3' } as const;
const chip = (field: FilterField, value: string) => button(productText.removeChoice(filterChoiceLabel(field, value)));
const sheet: Control = { role: 'dialog', name: productText.filterTitle };

/**
 * The verified demo customer filters the product list by the 3-to-10-million band (the band whose end the original
 * got wrong): one choice keeps the graph small; every group works alike (tests/pages/invest covers the others).
 */
export default entry({
  machine: productFilterMachine,
  input: { stored: {} },
  events: {
    'user.changeField': [{ type: 'user.changeField', ...BAND }],
    'user.removeChoice': [{ type: 'user.removeChoice', field: BAND.field }],
  },
  outcomes: {},
  // One confirm shows storing; further rounds would only repeat it.
  filterEvents: (s, e) =>
    (e.type !== 'user.confirm' || s.context.confirms === 0) &&
    (e.type !== 'user.openFilter' || s.context.confirms <= 1),
  invariants: {
    'the applied filter changes only by a confirm, a chip or clearing it (and the list loads afresh)': (now, before) =>
      now.context.version !== before.context.version ||
      JSON.stringify(now.context.applied) === JSON.stringify(before.context.applied),
    'a confirm applies exactly what the open filter showed': (now, before) =>
      now.context.confirms === before.context.confirms ||
      JSON.stringify(now.context.applied) === JSON.stringify(before.context.draft),
  },
  at: { route: '/phone/productList', loginAs: '13800000001' },
  gestures: {
    'user.openFilter': () => [{ click: filterButton }],
    'user.changeField': (e) => [{ click: button(filterChoiceLabel(e.field, e.value)) }],
    'user.reset': () => [{ click: button(productText.reset) }],
    'user.confirm': () => [{ click: button(productText.confirm) }],
    'user.closeFilter': () => [{ click: button('关闭筛选') }],
    // The only chip there can be: the band chosen.
    'user.removeChoice': () => [{ click: chip(BAND.field, BAND.value) }],
    'user.clearFilter': () => [{ click: button(productText.clearAll) }],
  },
  sees: {
    closed: (s) => [
      { control: filterButton, disabled: false },
      { noControl: sheet },
      ...selectProductFilterView(s).chips.map((c) => ({ control: chip(c.field, c.value) })),
      selectProductFilterView(s).chips.length
        ? { control: button(productText.clearAll) }
        : { noControl: button(productText.clearAll) },
      {
        stored: 'productParam',
        value: s.context.confirms === 0 ? null : JSON.stringify(paramsOf(s.context.applied)),
      },
    ],
    open: [{ control: sheet }, { control: button(productText.reset) }, { control: button(productText.confirm) }],
  },
});
