import styled from 'styled-components';
import { dailySignInMachine, selectDailySignInView, type TaskCode } from '../../../machines/dailySignIn/dailySignIn';
import type { Task } from '../../contract';
import { useFlow } from '../../flows/useFlow';
import { useNavigate } from 'react-router-dom';
import { dailySignInImplementations, openScreen } from '../../../machines/dailySignIn/dailySignIn.implementations';
import { native } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { Button, Modal } from '../../ui';
import { LoadFailed, Loading } from '../shared/LoadStates';
import { BandLink, ExpiringNote, PointsMallLink, RedBand } from './parts';
import { RulesText } from './RulesText';

/** What a task's button says while it can be done (spec 3 §2: five tasks). */
const TASK_ACTION: Record<Exclude<TaskCode, 'signIn'>, string> = {
  certify: '去认证',
  invite: '去邀请',
  firstSubscribe: '去认购',
  serviceTrust: '去设立',
};

/** What completes the tasks the shell does (spec 3 §7 "Points and tasks"; in a browser the download prompt). */
const SHELL_TASK: Record<Exclude<TaskCode, 'signIn' | 'invite'>, () => Promise<boolean>> = {
  certify: () => native.goCertificCard(),
  firstSubscribe: () => native.toProductList(),
  serviceTrust: () => native.toWealth(),
};

/** The sign-in button by its task status: 0 open, 1 signed today, 2 today's quota full. */
const SIGN_IN_LABEL = ['签到', '已签到', '今日名额已满'] as const;

/**
 * 任务中心 (spec 3 §2 taskCenter, §4): the points balance, today's sign-in, the five tasks with their points, the
 * rules (规则) and the way back; 积分明细 and the invitation open through the native app inside it. The flow is the
 * dailySignIn chart.
 */
export default function TaskCenterPage() {
  const navigate = useNavigate();
  const [snapshot, send] = useFlow(dailySignInMachine, dailySignInImplementations(navigate));
  const view = selectDailySignInView(snapshot);
  // The page's own 返回 is the app's way back (it closes the web view); a browser has the top bar's instead, and two
  // back buttons on one screen would be one too many.
  const inApp = isInApp();

  if (view.failed) return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;
  // While the centre loads, the top of its band is drawn already (the balance's line empty) and the tasks are a
  // skeleton of their rows. What depends on the answer (the expiry note, the links, 签到) comes with it, below what was
  // there: nothing drawn before moves when it arrives.

  return (
    <Page>
      <Summary>
        <Top>
          {inApp ? (
            <BandLink type="button" onClick={() => void native.closeh5Back()}>
              ‹ 返回
            </BandLink>
          ) : (
            <span />
          )}
          <BandLink type="button" disabled={view.loading} onClick={() => send({ type: 'user.openRules' })}>
            规则
          </BandLink>
        </Top>
        <p>我的积分</p>
        <Balance aria-label="积分余额">{view.loading ? null : view.balance}</Balance>
        {!view.loading && (
          <>
            <ExpiringNote expiring={view.expiring} />
            <BandLinks>
              <BandLink type="button" onClick={() => openScreen('pointsList', navigate)}>
                积分明细 ›
              </BandLink>
              <PointsMallLink />
            </BandLinks>
            <SignIn
              disabled={view.signInStatus !== 0}
              aria-busy={view.signingIn}
              onClick={() => send({ type: 'user.signIn' })}
            >
              {SIGN_IN_LABEL[view.signInStatus ?? 0]}
            </SignIn>
            {view.notice && <Notice role="status">{view.notice}</Notice>}
            {view.message && <Message role="alert">{view.message}</Message>}
          </>
        )}
      </Summary>
      {view.loading ? (
        <Loading shape="rows" count={5} />
      ) : (
        <Tasks aria-label="任务列表">
          {view.tasks.map((task) => (
            <TaskRow
              key={task.taskCode}
              task={task}
              onDo={(code) => (code === 'invite' ? send({ type: 'user.invite' }) : void SHELL_TASK[code]())}
            />
          ))}
        </Tasks>
      )}
      <Modal
        open={view.rulesOpen}
        title="积分规则"
        onDismiss={() => send({ type: 'user.closeRules' })}
        actions={<Button onClick={() => send({ type: 'user.closeRules' })}>我知道了</Button>}
      >
        <RulesText />
      </Modal>
    </Page>
  );
}

function TaskRow({ task, onDo }: { task: Task; onDo: (code: Exclude<TaskCode, 'signIn'>) => void }) {
  const code = task.taskCode;
  return (
    <li>
      <span>
        <strong>{task.taskName}</strong>
        <small>+{task.taskPoints}积分</small>
      </span>
      {code === 'signIn' ? (
        <Status>{task.taskStatus === 1 ? '今日已签到' : task.taskStatus === 2 ? '名额已满' : '每日可签'}</Status>
      ) : task.taskStatus === 1 ? (
        <Status>已完成</Status>
      ) : (
        <TaskAction
          $inline
          $variant="text"
          onClick={() => onDo(code)}
          aria-label={`${TASK_ACTION[code]}：${task.taskName}`}
        >
          {TASK_ACTION[code]} ›
        </TaskAction>
      )}
    </li>
  );
}

/** A row's own action in words, as light as the statuses beside it, its words ending where theirs end. */
const TaskAction = styled(Button)`
  margin-right: -12px;
`;

const Page = styled.div`
  min-height: calc(100vh - var(--top-bar-height, 0px));
  padding-bottom: calc(24px + env(safe-area-inset-bottom));
`;

const Summary = styled(RedBand)`
  padding-top: 12px;
  p {
    margin-top: 8px;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
`;

const BandLinks = styled.div`
  display: flex;
  justify-content: center;
  gap: 24px;
`;

// Its line kept while the balance loads (an empty line, not a placeholder figure: a figure replaced by one of another
// width would move, as a layout shift).
const Balance = styled.strong`
  display: block;
  min-height: 1.2em;
  font-size: ${({ theme }) => theme.font.jumbo};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

// The gold pill on the points card; taken (已签到) it greys as every button does (src/ui/Button.tsx).
const SignIn = styled(Button).attrs({ $pill: true })`
  width: 200px;
  margin: 12px auto 0;
  font-weight: 600;
  &:enabled {
    color: #7a3b00;
    background: #ffd27a;
    border-color: #ffd27a;
  }
`;

const Notice = styled.p`
  && {
    margin-top: 10px;
    opacity: 1;
  }
`;

const Message = styled.p`
  && {
    margin-top: 10px;
    opacity: 1;
    color: #ffe3b3;
  }
`;

const Tasks = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 64px;
    padding: 10px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li > span {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  small {
    color: #9a6200; /* the amber of the points entry, darkened to 5.1:1 on white */
    font-size: ${({ theme }) => theme.font.caption};
  }
`;

const Status = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.caption};
`;
