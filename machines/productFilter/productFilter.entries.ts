import { paramsOf, productFilterMachine } from './productFilter';
import { productText } from '../../src/contract';
import { button, entry, type Control } from '../../tests/model/kit';

const filterButton = button(productText.filter);
const sheet: Control = { role: 'dialog', name: productText.filterTitle };
const label = (field: 'saleProjectStatus' | 'type' | 'riskLevel' | 'amount', value: string) => {
  const options = {
    saleProjectStatus: productText.saleStatus,
    type: productText.industry,
    riskLevel: productText.riskLevel,
    amount: productText.amount,
  }[field];
  return options.find((o) => o.value === value)!.label;
};

/**
 * The verified demo customer filters the product list by the 3-to-10-million band (the band whose end the original
 * got wrong): one choice keeps the graph small; every group works alike (tests/pages/invest covers the others).
 */
export default entry({
  machine: productFilterMachine,
  input: { stored: {} },
  events: {
    'user.changeField': [{ type: 'user.changeField', field: 'amount', value: '3' }],
  },
  outcomes: {},
  // One confirm shows storing; further rounds would only repeat it.
  filterEvents: (s, e) =>
    (e.type !== 'user.confirm' || s.context.confirms === 0) &&
    (e.type !== 'user.openFilter' || s.context.confirms <= 1),
  invariants: {
    'closing without confirming keeps the applied filter': (now, before) =>
      now.context.confirms !== before.context.confirms ||
      JSON.stringify(now.context.applied) === JSON.stringify(before.context.applied),
    'a confirm applies exactly what the open filter showed': (now, before) =>
      now.context.confirms === before.context.confirms ||
      JSON.stringify(now.context.applied) === JSON.stringify(before.context.draft),
  },
  at: { route: '/phone/productList', loginAs: '13800000001' },
  gestures: {
    'user.openFilter': () => [{ click: filterButton }],
    'user.changeField': (e) => [{ click: button(label(e.field, e.value)) }],
    'user.reset': () => [{ click: button(productText.reset) }],
    'user.confirm': () => [{ click: button(productText.confirm) }],
    'user.closeFilter': () => [{ click: button('关闭筛选') }],
  },
  sees: {
    closed: (s) => [
      { control: filterButton, disabled: false },
      { noControl: sheet },
      {
        stored: 'productParam',
        value: s.context.confirms === 0 ? null : JSON.stringify(paramsOf(s.context.applied)),
      },
    ],
    open: [{ control: sheet }, { control: button(productText.reset) }, { control: button(productText.confirm) }],
  },
});
