import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import {
  controlledActors,
  delayOf,
  describeEvent,
  eventsFor,
  loadEntries,
  machineSurface,
  performStep,
  type StepEvent,
} from '../../../tests/model/harness';
import type { Entry } from '../../../tests/model/kit';
import {
  chartOf,
  delayNameOf,
  invokeOf,
  leafKeysOf,
  mermaid,
  stateKeysOf,
  type ChartTransition,
} from '../../flows/diagram';
import { flowInspector } from '../../flows/inspection';
import { maskSecrets, toPlain } from '../../flows/mask';
import { Button } from '../../ui';

/**
 * Dev only (`/phone/__flows`, registered under an inline `import.meta.env.DEV` check): every flow of the
 * catalogue with its chart, stepped offline. Requests never reach a server: the product owner picks each
 * request's answer from the test samples (machines/<id>/<id>.entries.ts), and waiting runs on a simulated clock.
 */
export default function FlowsPage({ entries: given }: { entries?: readonly Entry[] }) {
  const [entries, setEntries] = useState(given);
  useEffect(() => {
    if (!given) void loadEntries().then(setEntries);
  }, [given]);
  if (!entries) return <Page>加载中…</Page>;
  return (
    <Page>
      <Intro>
        {'离线演示每个流程，不连接服务器。点击当前状态下可触发的事件推进流程；请求的结果（完成或失败）和等待都由你选择。' +
          '事件和结果取自各流程的测试样例（machines/<id>/<id>.entries.ts，倒计时按测试设置缩短），' +
          '上下文中的手机号、证件号、密码和验证码已脱敏。'}
      </Intro>
      <nav aria-label="流程目录">
        <Toc>
          {entries.map(({ machine: { id } }) => (
            <li key={id}>
              <a href={`#flow-${id}`}>{id}</a>
            </li>
          ))}
        </Toc>
      </nav>
      {entries.map((entry) => (
        <FlowCard key={entry.machine.id} entry={entry} />
      ))}
    </Page>
  );
}

function FlowCard({ entry }: { entry: Entry }) {
  // Reset mounts a fresh run: a new actor, clock and set of pending requests.
  const [run, setRun] = useState(0);
  const { id } = entry.machine;
  const headingId = `flow-${id}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{id}</h2>
      <FlowRun key={run} entry={entry} onReset={() => setRun((n) => n + 1)} />
      <details>
        <summary>Mermaid 源码</summary>
        <Code>{mermaid(entry.machine)}</Code>
      </details>
    </Card>
  );
}

/** The steps this page offers: the events the tests explore that the machine takes now, and their labels. */
function offersFor(entry: Entry, snapshot: AnyMachineSnapshot): Array<{ event: StepEvent; label: string }> {
  if (snapshot.status !== 'active') return [];
  return eventsFor(entry)(snapshot)
    .filter((event) => snapshot.can(event))
    .map((event) => {
      const invoke = invokeOf(event.type);
      if (invoke) return { event, label: `${invoke.id} ${invoke.done ? '完成' : '失败'}：${event.name}` };
      const delay = delayNameOf(event.type);
      if (delay) return { event, label: `等待 ${delay} (${delayOf(entry.machine, event.type, snapshot)} ms)` };
      return { event, label: describeEvent(entry, maskSecrets(toPlain(event)) as StepEvent) };
    });
}

function FlowRun({ entry, onReset }: { entry: Entry; onReset: () => void }) {
  const [sim] = useState(() => {
    // Every call answered by the product owner, and a child flow's end too (its own card steps through it).
    const control = controlledActors(entry.machine, (invokeId) => invokeId in entry.outcomes);
    return { control, clock: new SimulatedClock(), logic: entry.machine.provide({ actors: control.actors }) };
  });
  const inspect = flowInspector();
  // Inspected like any flow when the page was opened with ?inspect=1.
  const actor = useActorRef(sim.logic, { input: entry.input, clock: sim.clock, ...(inspect && { inspect }) });
  const snapshot = useSelector(actor, (s) => s) as AnyMachineSnapshot;
  // Busy while a step settles, so a request cannot be answered twice.
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  let offers: ReturnType<typeof offersFor> = [];
  let offersError: string | null = null;
  try {
    offers = offersFor(entry, snapshot);
  } catch (error) {
    offersError = error instanceof Error ? error.message : String(error);
  }

  const perform = async (offer: (typeof offers)[number]) => {
    setBusy(true);
    setFailure(null);
    try {
      await performStep(entry, offer.event, machineSurface(actor, sim.control, sim.clock));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const active = new Set(stateKeysOf(snapshot.value));
  const { states, anyState } = chartOf(entry.machine);
  return (
    <>
      <Chart aria-label={`${entry.machine.id} 状态图`}>
        {states.map((state) => {
          const current = active.has(state.path);
          return (
            <StateRow
              key={state.path}
              $depth={state.depth}
              $current={current}
              aria-current={current ? 'step' : undefined}
            >
              <strong>{state.key}</strong>
              {state.initial && <Badge>初始</Badge>}
              {state.final && <Badge>终态</Badge>}
              {current && <Badge $strong>当前</Badge>}
              <Transitions transitions={state.transitions} />
            </StateRow>
          );
        })}
        {anyState.length > 0 && (
          <StateRow $depth={0} $current={false}>
            <strong>任何状态</strong>
            <Transitions transitions={anyState} />
          </StateRow>
        )}
      </Chart>

      <p>
        当前状态：<output aria-label="当前状态">{leafKeysOf(snapshot.value).join(', ')}</output>
        {snapshot.status === 'done' && '（流程已结束）'}
      </p>
      <Offers role="group" aria-label="可触发的事件">
        {offers.map((offer, i) => (
          <Button
            key={`${offer.event.type}#${i}`}
            $inline
            $variant="secondary"
            disabled={busy}
            onClick={() => void perform(offer)}
          >
            {offer.label}
          </Button>
        ))}
        {!offersError && offers.length === 0 && <Muted>此状态下没有可触发的事件</Muted>}
      </Offers>
      {(offersError ?? failure) && <Failure role="alert">{offersError ?? failure}</Failure>}

      <h3>上下文（已脱敏）</h3>
      <Code aria-label="上下文">{JSON.stringify(maskSecrets(toPlain(snapshot.context)), null, 2)}</Code>
      <Button $variant="secondary" onClick={onReset}>
        重置
      </Button>
    </>
  );
}

function Transitions({ transitions }: { transitions: ChartTransition[] }) {
  if (!transitions.length) return null;
  return (
    <ul>
      {transitions.map((t, i) => (
        <li key={i}>
          {t.label}
          {t.guard && <Guard> [{t.guard}]</Guard>} → {t.targets.join(', ') || '（留在原状态）'}
        </li>
      ))}
    </ul>
  );
}

const Page = styled.div`
  padding: 12px;
`;

const Intro = styled.p`
  margin: 0 0 12px;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.muted};
`;

const Toc = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const Card = styled.section`
  margin-bottom: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.font.title};
  }
  h3 {
    margin: 12px 0 4px;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

const Chart = styled.ol`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const StateRow = styled.li<{ $depth: number; $current: boolean }>`
  margin: 0 0 6px ${({ $depth }) => $depth * 16}px;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.color.primary};
      box-shadow: inset 3px 0 0 ${theme.color.primary};
    `}
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const Badge = styled.span<{ $strong?: boolean }>`
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 8px;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ $strong, theme }) => ($strong ? theme.color.primaryText : theme.color.muted)};
  background: ${({ $strong, theme }) => ($strong ? theme.color.primary : theme.color.background)};
`;

const Guard = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Offers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.color.error};
`;

const Code = styled.pre`
  overflow-x: auto;
  margin: 0 0 12px;
  padding: 8px;
  font-size: ${({ theme }) => theme.font.small};
  background: ${({ theme }) => theme.color.background};
  border-radius: ${({ theme }) => theme.radius};
`;
