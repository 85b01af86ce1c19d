import { dailySignInMachine, type DailySignInContext, type TaskCentre } from './dailySignIn';
import { Code, commonText, pointsTaskText } from '../../src/contract';
import { button, entry, httpFailure, inJourney, real, refusal } from '../../tests/model/kit';

/**
 * The verified demo customer (README) in the task centre in a browser (去邀请 opens the invitation page). The sign-in itself is proven by the engagement journey (it
 * changes the day's data for good); its refusal and the failures are the fault injector's.
 */
const JOURNEY = 'tests/e2e/engagement.test.ts';
const TASKS: TaskCentre['list'] = [
  { taskCode: 'certify', taskName: pointsTaskText.tasks.certify, taskPoints: 1000, taskStatus: 1 },
  { taskCode: 'signIn', taskName: pointsTaskText.tasks.signIn, taskPoints: 100, taskStatus: 0 },
  { taskCode: 'invite', taskName: pointsTaskText.tasks.invite, taskPoints: 1000, taskStatus: 0 },
  { taskCode: 'firstSubscribe', taskName: pointsTaskText.tasks.firstSubscribe, taskPoints: 5000, taskStatus: 1 },
  { taskCode: 'serviceTrust', taskName: pointsTaskText.tasks.serviceTrust, taskPoints: 10000, taskStatus: 0 },
];
const verified: TaskCentre = { appCertified: 1, totalPointsNum: 7400, list: TASKS };
const unverified: TaskCentre = {
  appCertified: 0,
  totalPointsNum: 0,
  list: TASKS.map((t) => ({ ...t, taskStatus: 0 })),
};
const signedIn: TaskCentre = {
  ...verified,
  totalPointsNum: 7500,
  list: TASKS.map((t) => (t.taskCode === 'signIn' ? { ...t, taskStatus: 1 } : t)),
};
const SIGNED_IN_MSG = `${pointsTaskText.signedIn}，获得100积分`;
const signIn = (label: string) => button(label);
const SIGN_IN_LABEL = ['签到', '已签到', '今日名额已满'] as const;

export default entry({
  machine: dailySignInMachine,
  input: undefined,
  events: {},
  outcomes: {
    loadCentre: {
      verified: real(verified),
      unverified: inJourney(unverified, JOURNEY),
      failed: httpFailure('queryTaskCenterList', '查询任务列表失败'),
    },
    reloadCentre: {
      unchanged: real<DailySignInContext>(verified, (c) => c.notice === null),
      signedIn: { ...inJourney(signedIn, JOURNEY), when: (c: DailySignInContext) => c.notice !== null },
      failed: httpFailure('queryTaskCenterList', '查询任务列表失败'),
    },
    signIn: {
      signed: inJourney({ kind: 'ok', data: null, msg: SIGNED_IN_MSG }, JOURNEY),
      quotaFull: refusal('refused', 'customerSignIn', Code.quotaExhausted, pointsTaskText.quotaFull),
      failed: httpFailure('customerSignIn', '签到失败'),
    },
  },
  invariants: {
    'the balance is never negative': (now) => (now.context.centre?.totalPointsNum ?? 0) >= 0,
  },
  at: { route: '/phone/taskCenter', loginAs: '13800000001' },
  gestures: {
    'user.retry': () => [{ click: button('重新加载') }],
    'user.signIn': () => [{ click: signIn('签到') }],
    'user.invite': () => [{ click: button('去邀请：邀请好友') }],
    'user.openRules': () => [{ click: button('规则') }],
    'user.closeRules': () => [{ click: button('我知道了') }],
  },
  sees: {
    loading: [{ route: '/phone/taskCenter' }],
    failed: [{ text: '加载失败' }, { control: button('重新加载') }],
    ready: (s) => {
      const centre = s.context.centre!;
      const status = centre.list.find((t) => t.taskCode === 'signIn')!.taskStatus;
      return [
        { text: String(centre.totalPointsNum) },
        { control: signIn(SIGN_IN_LABEL[status]), disabled: status !== 0 },
        s.context.message
          ? { text: s.context.message }
          : s.context.notice
            ? { text: s.context.notice }
            : { noText: commonText.notCertified },
      ];
    },
    'ready.idle': [{ control: button('规则') }],
    'ready.rules': [{ text: '兑换礼品或服务须在积分到期前至少7天申请。' }, { control: button('我知道了') }],
    'ready.signingIn': [{ route: '/phone/taskCenter' }],
    'ready.reloading': [{ route: '/phone/taskCenter' }],
    left: [{ route: '/phone/activeInvite' }],
  },
});
