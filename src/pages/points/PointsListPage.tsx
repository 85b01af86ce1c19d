import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PointsRecord, PointsType } from '../../contract';
import { isoDay } from '../../contract/figures';
import { useLoader } from '../../flows/useLoader';
import {
  loadPointsBalance,
  loadPointsPage,
  recentMonths,
  type PointsBalance,
  type PointsQuery,
} from '../../implementations/points';
import { href } from '../../paths';
import { EmptyState, TabBar } from '../../ui';
import { OptionSheet } from '../../ui/Picker';
import { LoadedList } from '../shared/LoadedList';
import { ExpiringNote, PointsMallLink, RedBand } from './parts';

/** Spec 3 §2: the ledger's tabs, by pointsType (0 all, 1 earned, 2 used, 3 expired). */
export const POINTS_TABS = [
  { id: '0', label: '全部' },
  { id: '1', label: '获得' },
  { id: '2', label: '使用' },
  { id: '3', label: '过期' },
] as const;

export const ALL_MONTHS = '全部月份';
const POINTS_PAGE_SIZE = 10;

const monthLabel = (month: string) => (month ? `${month.slice(0, 4)}年${Number(month.slice(5))}月` : ALL_MONTHS);

/**
 * 积分明细 (spec 3 §2 pointsList): the balance, the four tabs and a month filter whose 取消 means every month; the
 * records of the tab and month page in on the loader chart. Tab and month are in the address.
 */
export default function PointsListPage() {
  const [params, setParams] = useSearchParams();
  const tab = POINTS_TABS.find((t) => t.id === params.get('pointsType'))?.id ?? '0';
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : '';
  const [picking, setPicking] = useState(false);
  const query: PointsQuery = { pointsType: Number(tab) as PointsType, month };
  const update = (next: { pointsType?: string; month?: string }) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v) q.set(k, v);
          else q.delete(k);
        }
        return q;
      },
      { replace: true },
    );
  const months = recentMonths().map((m) => ({ code: m, name: monthLabel(m) }));

  return (
    <>
      <Balance />
      <TabBar
        tabs={POINTS_TABS}
        selected={tab}
        onSelect={(id) => update({ pointsType: id === '0' ? '' : id })}
        label="积分类型"
        idPrefix="points"
        sticky
      />
      <Filter type="button" aria-label={`月份：${monthLabel(month)}`} onClick={() => setPicking(true)}>
        {monthLabel(month)} ▾
      </Filter>
      <div role="tabpanel" id={`points-${tab}`} aria-labelledby={`points-tab-${tab}`}>
        <LoadedList<PointsRecord, PointsQuery>
          key={`${tab}-${month}`}
          label="积分记录"
          load={loadPointsPage}
          pageSize={POINTS_PAGE_SIZE}
          query={query}
          itemKey={(r) => `${r.pointsType}-${r.getTime}-${r.usageTime}-${r.detailName}-${r.pointsNum}`}
          renderItem={(r) => <PointsRow record={r} />}
          empty={<NoRecords month={month} tab={tab} onAllMonths={() => update({ month: '' })} />}
        />
      </div>
      {picking && (
        <OptionSheet
          title="选择月份"
          options={months}
          value={months.find((m) => m.code === month) ?? null}
          onPick={(option) => {
            setPicking(false);
            update({ month: option.code });
          }}
          // Spec 3 §2: the filter's cancel means all months.
          onClose={() => {
            setPicking(false);
            update({ month: '' });
          }}
        />
      )}
    </>
  );
}

/**
 * No records: 暂无相关数据 with its way on — every month when one is picked, else the tasks that earn points (全部,
 * 获得); nothing to do about an empty 使用 or 过期.
 */
function NoRecords({ month, tab, onAllMonths }: { month: string; tab: string; onAllMonths: () => void }) {
  const navigate = useNavigate();
  const action = month
    ? { label: '查看全部月份', onAction: onAllMonths }
    : tab === '0' || tab === '1'
      ? { label: '去做任务', onAction: () => navigate(href('taskCenter')) }
      : undefined;
  return <EmptyState action={action && { ...action, variant: 'secondary' }} />;
}

function Balance() {
  const { view } = useLoader<PointsBalance>({ load: loadPointsBalance, pageSize: 0 });
  const balance = view.status === 'ready' ? view.items[0] : undefined;
  return (
    <Head>
      <p>当前积分</p>
      <strong aria-label="积分余额">{balance ? balance.total : '—'}</strong>
      <ExpiringNote expiring={balance?.expiring ?? null} />
      <PointsMallLink />
    </Head>
  );
}

const SIGN: Record<PointsRecord['pointsType'], string> = { 1: '+', 2: '-', 3: '-' };
const KIND: Record<PointsRecord['pointsType'], string> = { 1: '获得', 2: '使用', 3: '过期' };

function PointsRow({ record }: { record: PointsRecord }) {
  // Earned: when earned; used: when used; expired: when it expired.
  const when = { 1: record.getTime, 2: record.usageTime, 3: record.expireTime }[record.pointsType] || record.getTime;
  return (
    <Row>
      <span>
        <strong>{record.detailName}</strong>
        <small>
          {KIND[record.pointsType]} {when.slice(0, 16)}
        </small>
        {record.pointsType === 1 && record.expireTime && (
          <small>有效期至 {isoDay(record.expireTime.slice(0, 10))}</small>
        )}
      </span>
      <Amount $earned={record.pointsType === 1}>
        {SIGN[record.pointsType]}
        {Math.abs(record.pointsNum)}
      </Amount>
    </Row>
  );
}

const Head = styled(RedBand)`
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.hero};
    font-variant-numeric: tabular-nums;
  }
`;

const Filter = styled.button`
  display: block;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.body};
  cursor: pointer;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const Amount = styled.span<{ $earned: boolean }>`
  flex: none;
  font-size: ${({ theme }) => theme.font.title};
  font-weight: 600;
  color: ${({ $earned, theme }) => ($earned ? '#d9363e' : theme.color.text)};
`;
