import { PLEDGE_BUTTON, investorPledgeMachine } from './investorPledge';
import { button, entry, httpFailure, real } from '../../tests/model/kit';

/**
 * The pledge as the app opens it for the verified investor (terminal type 1): the pledge recorded, then the app
 * view asked to close. In Chromium no app answers, so the page stays where the call left it.
 */
const pledge = button(PLEDGE_BUTTON);

export default entry({
  machine: investorPledgeMachine,
  input: undefined,
  events: {},
  outcomes: {
    pledge: {
      pledged: real(null),
      failed: httpFailure('investorCert', '合格投资者确认失败'),
    },
  },
  at: { route: '/phone/investorExplain?terminalType=1', loginAs: '13800000001' },
  gestures: {
    'user.confirm': () => [{ click: pledge }],
  },
  sees: {
    reading: [{ control: pledge, disabled: false }, { text: '合格投资者条件' }, { bridge: 'closeh5Back', calls: 0 }],
    // Passes in a moment against the real server: what it shows holds after it too.
    pledging: [{ control: pledge }],
    done: [
      { control: pledge, disabled: true },
      { bridge: 'closeh5Back', calls: 1 },
    ],
  },
});
