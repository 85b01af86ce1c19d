import { agreeLabel, AGREEMENT_WAIT_SECONDS, agreementChangeMachine } from '../account/agreementChange';
import { entry } from '../catalogueTypes';

/** The legacy website user (README), who reaches this screen after an SMS login. */
const PHONE = '13800000003';

export const agreementChangeEntry = entry({
  id: 'agreementChange',
  machine: agreementChangeMachine,
  // The product's 120 s, not a shorter wait: the wait is one delay, so its length costs the tests nothing, and the
  // browser replay runs the page with the page's own input, which must be what the paths expect.
  input: { phoneNum: PHONE, seconds: AGREEMENT_WAIT_SECONDS },
  events: {
    'user.agree': [{ type: 'user.agree' }],
    'user.reachBottom': [{ type: 'user.reachBottom' }],
  },
  outcomes: {},
  // One tick shows the label counting; each further tick would be a vertex of its own (the seconds are context).
  traversal: {
    filterEvents: (s, e) => !e.type.startsWith('xstate.after.tick.') || s.context.remaining === s.context.seconds,
  },
  view: {
    at: { route: `/phone/agreement/register?phoneNum=${PHONE}`, browser: { outcomes: {} } },
    gestures: {
      'user.agree': () => [{ click: { role: 'button', name: agreeLabel() } }],
      'user.reachBottom': () => [{ scroll: 'end' }],
    },
    sees: {
      agreement: [],
      'agreement.counting': (s) => [
        { control: { role: 'button', name: agreeLabel(s.context.remaining) }, disabled: true },
      ],
      'agreement.counting.ticking': [],
      'agreement.ready': [{ control: { role: 'button', name: agreeLabel() }, disabled: false }],
      'agreement.agreed': [],
      notice: [],
      'notice.unread': [],
      'notice.notified': [],
    },
  },
});
