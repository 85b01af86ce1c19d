import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { crsText, maskPhone, mineText, pictureDataUrl, readRisk } from '../../contract';
import { isoDay } from '../../contract/figures';
import { useLoader } from '../../flows/useLoader';
import { askForCertification } from '../../implementations/certification';
import { loadMineOverview, type MineOverview, type MineStanding } from '../../implementations/mine';
import { href } from '../../paths';
import { callNative } from '../../platform/bridge';
import { getItem, StorageKey } from '../../platform/storage';
import { isInApp } from '../../platform/terminal';
import {
  Avatar,
  Button,
  Chevron,
  Modal,
  Page,
  Row,
  Rows,
  Section,
  SectionTitle,
  SwitchRow,
  useBrowserValue,
  type RowTone,
} from '../../ui';
import { declineLargeText, offersLargeText, setTextSize, textSize, type TextSize } from '../../platform/textSize';
import { HOTLINE, SERVICE_HOURS } from '../shared/company';
import { LogoutButton } from '../shared/LogoutButton';
import { LoadFailed, Loading } from '../shared/LoadStates';

interface StoredUser {
  certified: boolean;
  telephone: string;
  realName: string;
}

const NOBODY: StoredUser = { certified: false, telephone: '', realName: '' };
// One object per stored value, so the browser value stays the same between renders.
let lastStored = NOBODY;
function readStoredUser(): StoredUser {
  const next = {
    certified: getItem(StorageKey.isCertified) === '2',
    telephone: getItem(StorageKey.telephone) ?? '',
    realName: getItem(StorageKey.realName) ?? '',
  };
  const same = (Object.keys(next) as Array<keyof StoredUser>).every((k) => next[k] === lastStored[k]);
  if (!same) lastStored = next;
  return lastStored;
}

/**
 * 我的 (spec 1 §2 "My page", §4 "Real-name state", §6), the investor's hub: the avatar and the real name (verified)
 * or the masked phone (unverified); the adviser card for a verified customer, the prompt to verify in the app for the
 * others; the bell with a red dot while messages are unread; the investor's standing (risk level and its expiry, CRS
 * status, points) with the pages that change it; the personal area's links, 修改密码 and 客服热线; logout. It reads
 * the stored login first and the server once loaded; without a login it opens login, which returns here.
 */
export default function MinePage() {
  const { view, send } = useLoader<MineOverview>({ load: loadMineOverview, pageSize: 0 });
  const [hotlineOpen, setHotlineOpen] = useState(false);
  const stored = useBrowserValue(readStoredUser, NOBODY);
  const overview = view.items[0];
  const text = useTextSize(overview?.customer.age);
  const certified = overview ? overview.customer.isCertified === 2 : stored.certified;
  const name = overview
    ? certified
      ? overview.customer.realName
      : maskPhone(overview.customer.telephone)
    : certified
      ? stored.realName
      : maskPhone(stored.telephone);

  return (
    <Page>
      <Header>
        <Avatar
          src={pictureDataUrl(overview?.customer.profilePhoto)}
          name={overview?.customer.realName || overview?.customer.nickName || (certified ? stored.realName : '')}
          size={60}
        />
        <Who>
          <Name>{name}</Name>
          {/* Its line kept before the login is read, so the header does not grow when it shows. */}
          <Badge $on={certified} $shown={Boolean(overview || stored.telephone)}>
            {certified ? '已实名认证' : '未实名认证'}
          </Badge>
        </Who>
        <Bell to={href('mineManagerNoticeToast')} aria-label={overview?.unread ? '消息，有未读消息' : '消息'}>
          <BellIcon />
          {overview?.unread && <Dot data-testid="unread-dot" />}
        </Bell>
      </Header>

      {text.offered && (
        <Offer role="region" aria-label={mineText.largeText}>
          <p>{mineText.largeTextOffer}</p>
          <OfferActions>
            <Button $inline onClick={() => text.choose('large')}>
              {mineText.largeTextOn}
            </Button>
            <Button $inline $variant="secondary" onClick={text.decline}>
              {mineText.largeTextLater}
            </Button>
          </OfferActions>
        </Offer>
      )}

      <Section aria-labelledby="mine-adviser">
        {/* The card's title opens the adviser's page (spec 1 §2: a link to the financial manager), for every customer. */}
        <AdviserTitle id="mine-adviser">
          <TitleLink to={href('mineFinancialManager')}>
            我的理财经理
            <Chevron />
          </TitleLink>
        </AdviserTitle>
        <Rows>
          {/* One height whatever it holds, so nothing below moves while the login and the adviser are read. */}
          <AdviserSlot aria-busy={certified && !overview && view.status !== 'failed'}>
            {view.status === 'failed' ? (
              <LoadFailed compact onRetry={() => send({ type: 'user.retry' })} />
            ) : !certified ? (
              <Row onClick={askForCertification}>{mineText.adviserAfterCertification}</Row>
            ) : !overview ? (
              <Loading shape="rows" count={1} />
            ) : overview.manager ? (
              <AdviserLink to={href('mineFinancialManager')}>
                <Avatar src={overview.manager.headImage || undefined} name={overview.manager.name} size={44} />
                <span>
                  <strong>{overview.manager.name}</strong>
                  <small>从业{overview.manager.workYears}年</small>
                </span>
              </AdviserLink>
            ) : (
              <Muted>{mineText.noAdviser}</Muted>
            )}
          </AdviserSlot>
        </Rows>
      </Section>

      <Hub standing={overview?.standing} failed={view.status === 'failed'} />

      <Section aria-label="账户与服务">
        <Rows>
          <li>
            <Row to={href('mineInfoMessage')}>个人信息</Row>
          </li>
          <li>
            <Row to={href('mineManagerNoticeToast')}>消息通知</Row>
          </li>
          <li>
            <Row to={href('changePassword')}>修改密码</Row>
          </li>
          <li>
            <SwitchRow
              checked={text.size === 'large'}
              onChange={(on) => text.choose(on ? 'large' : 'standard')}
              note={mineText.largeTextNote}
            >
              {mineText.largeText}
            </SwitchRow>
          </li>
        </Rows>
      </Section>

      <Section aria-label="帮助与反馈">
        <Rows>
          <li>
            <Row to={href('mineManagerFeedback')}>投诉建议</Row>
          </li>
          <li>
            <Row to={href('mineManagerhelpCenter')}>帮助中心</Row>
          </li>
          <li>
            <Row onClick={() => setHotlineOpen(true)} value={HOTLINE}>
              客服热线
            </Row>
          </li>
        </Rows>
      </Section>
      <HotlineSheet open={hotlineOpen} onClose={() => setHotlineOpen(false)} />

      <Actions>
        <LogoutButton />
      </Actions>
    </Page>
  );
}

/**
 * The large-text mode (src/platform/textSize.ts): switched in 我的, and offered once, on the page and not in a
 * pop-up, to an investor the server says is 65 or over.
 */
function useTextSize(age: number | null | undefined) {
  const stored = useBrowserValue(textSize, 'standard');
  const [chosen, setChosen] = useState<TextSize | null>(null);
  const [declined, setDeclined] = useState(false);
  return {
    size: chosen ?? stored,
    offered: chosen === null && !declined && offersLargeText(age),
    choose: (size: TextSize) => {
      setTextSize(size);
      setChosen(size);
    },
    decline: () => {
      declineLargeText();
      setDeclined(true);
    },
  };
}

/** An entry's figure as the row shows it, and where the row goes. */
interface Entry {
  to: string;
  value?: string;
  tone?: RowTone;
}

/** 风险测评: the level with its expiry; 去测评 when never assessed; 已过期 past its 365 days (spec 2 §2, §4). */
function riskEntry(risk: MineStanding['risk'] | undefined, inApp: boolean): Entry & { expiry?: string } {
  const result = { to: href(inApp ? 'riskResultApp' : 'riskResult') };
  if (!risk) return result;
  const reading = readRisk(risk);
  if (!reading.assessed) return { to: href(inApp ? 'riskIndexApp' : 'riskIndex'), value: '去测评', tone: 'action' };
  if (reading.expired) return { ...result, value: `${reading.type.name}（已过期）`, tone: 'alert' };
  return { ...result, value: reading.type.name, expiry: `有效期至 ${isoDay(risk.corpenddate)}` };
}

/** 税收居民声明: the audit status (spec 2 §4), 去声明 when there is no declaration. */
function crsEntry(crs: MineStanding['crs'] | undefined, inApp: boolean): Entry {
  if (crs && !crs.crsauditstatus)
    return { to: href(inApp ? 'crsDeclareIndexApp' : 'crsDeclareIndex'), value: '去声明', tone: 'action' };
  const to = href(inApp ? 'crsDeclareResultApp' : 'crsDeclareResult');
  if (!crs?.crsauditstatus) return { to };
  const status = crs.crsauditstatus;
  return { to, value: crsText.auditStatus[status], tone: status === '3' ? 'alert' : 'plain' };
}

/** A figure the page could not read. */
const NO_FIGURE = '--';

/**
 * The investor's standing and the pages that change it. Inside the app the suitability pages open as their App
 * routes (their 确认 closes the web view). A figure whose call failed is left out; the entry still opens its page.
 */
function Hub({ standing, failed }: { standing: MineStanding | undefined; failed: boolean }) {
  const inApp = isInApp();
  const risk = riskEntry(standing?.risk, inApp);
  const crs = crsEntry(standing?.crs, inApp);
  const points = standing?.points;
  // The page could not load: each figure says it is unknown (the card above says why, with 重新加载).
  const unknown = failed ? NO_FIGURE : undefined;
  return (
    <Section aria-label="投资服务">
      <Rows>
        <li>
          {/* The expiry under the level, on the right: the label does not move when the figures arrive. */}
          <Row
            to={risk.to}
            value={
              unknown ??
              (risk.value && (
                <>
                  {risk.value}
                  {risk.expiry && <ValueNote>{risk.expiry}</ValueNote>}
                </>
              ))
            }
            tone={risk.tone}
          >
            风险测评
          </Row>
        </li>
        <li>
          <Row to={crs.to} value={unknown ?? crs.value} tone={crs.tone}>
            税收居民声明
          </Row>
        </li>
        <li>
          <Row to={href('taskCenter')} value={unknown ?? (points == null ? undefined : `${points}积分`)}>
            任务中心
          </Row>
        </li>
        <li>
          <Row to={href('activeInvite')}>邀请好友</Row>
        </li>
      </Rows>
    </Section>
  );
}

/** 客服热线: the number with its hours, and 拨打 (through the app's toCall inside the app, tel: in a browser). */
function HotlineSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="客服热线"
      onDismiss={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button
            onClick={() => {
              onClose();
              void callNative('toCall', HOTLINE);
            }}
          >
            拨打
          </Button>
        </>
      }
    >
      <HotlineNumber>{HOTLINE}</HotlineNumber>
      <p>服务时间：{SERVICE_HOURS}</p>
    </Modal>
  );
}

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15L6 17Z" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M10 21h4" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

const ValueNote = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const HotlineNumber = styled.p`
  margin: 0 0 8px;
  text-align: center;
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;

const Offer = styled.section`
  margin: 12px 12px 0;
  padding: 14px 16px;
  border-radius: 8px;
  background: #fff7e8;
  p {
    margin: 0 0 12px;
    line-height: 1.6;
  }
`;

const OfferActions = styled.div`
  display: flex;
  gap: 12px;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 20px 8px 20px 16px;
  background: ${({ theme }) => theme.color.surface};
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0 0 6px;
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  min-height: 1.4em;
`;

const Badge = styled.span<{ $on: boolean; $shown: boolean }>`
  display: inline-block;
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  padding: 2px 8px;
  border-radius: 10px;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ $on, theme }) => ($on ? theme.color.primary : theme.color.muted)};
  border: 1px solid ${({ $on, theme }) => ($on ? theme.color.primary : theme.color.border)};
`;

const Bell = styled(Link)`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  color: ${({ theme }) => theme.color.text};
`;

const Dot = styled.span`
  position: absolute;
  top: 9px;
  right: 10px;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.error};
  border: 1.5px solid ${({ theme }) => theme.color.surface};
`;

/** The card's title is a whole target (44 px high), its words where a section title's are. */
const AdviserTitle = styled(SectionTitle)`
  padding: 4px 0 0;
`;

const TitleLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  color: inherit;
  text-decoration: none;
`;

const ADVISER_HEIGHT = '68px';

const AdviserSlot = styled.li`
  display: grid;
  min-height: ${ADVISER_HEIGHT};
  /* The skeleton's row is a little taller than the adviser's: its spare padding is cut, so nothing moves after. */
  &[aria-busy='true'] {
    height: ${ADVISER_HEIGHT};
    overflow: hidden;
  }
`;

const AdviserLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${ADVISER_HEIGHT};
  padding: 8px 16px 12px;
  color: inherit;
  text-decoration: none;
  span {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const Muted = styled.p`
  align-self: center;
  margin: 0;
  padding: 0 16px;
  color: ${({ theme }) => theme.color.muted};
`;

const Actions = styled.div`
  padding: 24px 12px 0;
`;
