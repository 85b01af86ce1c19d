import { agreeLabel, AGREEMENT_WAIT_SECONDS, agreementChangeMachine } from './agreementChange';
import { button, entry } from '../../tests/model/kit';

/** The legacy website user (README), who reaches this screen after an SMS login. */
const PHONE = '13800000003';

export default entry({
  machine: agreementChangeMachine,
  // The product's 120 s, not a shorter wait: the wait is one delay, so its length costs the tests nothing, and the
  // browser replay runs the page with the page's own input, which must be what the paths expect.
  input: { phoneNum: PHONE, seconds: AGREEMENT_WAIT_SECONDS },
  events: {},
  outcomes: {},
  // One tick shows the label counting (each further tick would be a vertex of its own: the seconds are context);
  // once agreed, the page has left for set password, so nothing more is read on it.
  filterEvents: (s, e) =>
    e.type === 'user.reachBottom'
      ? !s.matches({ agreement: 'agreed' })
      : !e.type.startsWith('xstate.after.tick.') || s.context.remaining === s.context.seconds,
  invariants: {
    'the agree button never unlocks before the wait is over': (s) =>
      !s.matches({ agreement: 'ready' }) || s.context.remaining === 0,
  },
  at: { route: `/phone/agreement/register?phoneNum=${PHONE}` },
  gestures: { 'user.agree': () => [{ click: button(agreeLabel()) }], 'user.reachBottom': () => [{ scroll: 'end' }] },
  sees: {
    'agreement.counting.ticking': (s) => [{ control: button(agreeLabel(s.context.remaining)), disabled: true }],
    'agreement.ready': [{ control: button(agreeLabel()), disabled: false }],
    'agreement.agreed': [{ route: `/phone/setPassword?phoneNum=${PHONE}` }],
    'notice.unread': [{ bridge: 'tobottom', calls: 0 }],
    // The native app was told, once, that the text was read to its end.
    'notice.notified': [{ bridge: 'tobottom', calls: 1 }],
  },
});
