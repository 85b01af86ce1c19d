import { nicknameMachine, type LoadedNickname } from './nickname';
import { nicknameText } from '../../src/contract';
import * as kit from '../../tests/model/kit';

const { button, textbox } = kit;

/** The verified demo customer (README) and the nickname the demo data gives them. */
const PHONE = '13800000001';
const verified: LoadedNickname = { nickName: '明远', certified: true };
const unverified: LoadedNickname = { nickName: '', certified: false };

export default kit.entry({
  machine: nicknameMachine,
  input: { backDelayMs: 1000 },
  events: {
    'user.changeField': kit.edits({ nickName: ['', '小王!', '小王2026'] }),
  },
  outcomes: {
    loadNickname: {
      verified: kit.real(verified),
      unverified: kit.real(unverified),
      failed: kit.httpFailure('queryCustomerInfo', '查询个人信息失败'),
    },
    saveNickname: {
      saved: kit.real(nicknameText.saved),
      failed: kit.httpFailure('updateNickName', '修改昵称失败'),
    },
  },
  // Each sample is typed once, from the loaded nickname on, and 保存 is tapped once per message: every branch is
  // reached without every order of typing. An unverified user only taps 保存 (the download prompt).
  filterEvents: (snapshot, event) => {
    const c = snapshot.context;
    if (!c.certified && snapshot.matches('editing')) return event.type === 'user.submit';
    if (event.type === 'user.changeField') {
      const order = ['明远', '', '小王!', '小王2026'];
      return order.indexOf(event.value) === order.indexOf(c.nickName) + 1;
    }
    return event.type !== 'user.submit' || c.message === null;
  },
  invariants: {
    'a nickname never exceeds 30 characters': (now) => [...now.context.nickName].length <= 30,
    'what was typed survives every answer': (now, before) =>
      !before.matches('saving') || now.context.nickName === before.context.nickName,
  },
  at: { route: '/phone/mineModifyNickname', loginAs: PHONE },
  gestures: {
    'user.changeField': ({ value }) => [{ fill: textbox('昵称'), text: value }],
    'user.submit': () => [{ click: button('保存') }],
    'user.retry': () => [{ click: button('重新加载') }],
  },
  sees: {
    // Against the real server the form may have loaded before anyone looks: only the page is sure to show.
    loading: [{ route: '/phone/mineModifyNickname' }],
    failed: [{ text: '加载失败' }, { control: button('重新加载') }],
    editing: (s) => [
      { control: textbox('昵称'), value: s.context.nickName },
      { control: button('保存'), disabled: false },
      s.context.message ? { text: s.context.message } : { noText: nicknameText.invalid },
    ],
    // Passes in a moment against the real server: what it shows holds after it too.
    saving: [{ control: button('保存') }],
    saved: (s) => [{ text: s.context.notice ?? nicknameText.saved }, { control: button('保存'), disabled: true }],
    // A page opened directly has no previous page in the app: home.
    done: [{ route: '/phone/about' }],
  },
});
