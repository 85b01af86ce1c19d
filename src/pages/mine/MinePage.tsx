import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { maskPhone, mineText, pictureDataUrl } from '../../contract';
import { useLoader } from '../../flows/useLoader';
import { loadMineOverview, type MineOverview } from '../../implementations/mine';
import { href } from '../../paths';
import { downloadPrompt } from '../../platform/notices';
import { getItem, StorageKey } from '../../platform/storage';
import { Avatar, Page, Row, Rows, Section, SectionTitle, useBrowserValue } from '../../ui';
import { LogoutButton } from '../shared/LogoutButton';
import { LoadFailed } from '../shared/LoadStates';

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
 * 我的 (spec 1 §2 "My page", §4 "Real-name state", §6): the avatar and the real name (verified) or the masked phone
 * (unverified); the adviser card for a verified customer, the prompt to verify in the app for the others; the bell
 * with a red dot while messages are unread; the personal area's links; logout. It reads the stored login first and
 * queryCustomerInfo once loaded; without a login it opens login, which returns here.
 */
export default function MinePage() {
  const { view, send } = useLoader<MineOverview>({ load: loadMineOverview, pageSize: 0 });
  const stored = useBrowserValue(readStoredUser, NOBODY);
  const overview = view.items[0];
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

      <Section aria-labelledby="mine-adviser">
        <SectionTitle id="mine-adviser">我的理财经理</SectionTitle>
        {view.status === 'failed' ? (
          <LoadFailed onRetry={() => send({ type: 'user.retry' })} />
        ) : (
          <Rows>
            {/* One height whatever it holds, so nothing below moves while the login and the adviser are read. */}
            <AdviserSlot aria-busy={certified && !overview}>
              {!certified ? (
                <Row onClick={downloadPrompt.open}>{mineText.adviserAfterCertification}</Row>
              ) : !overview ? null : overview.manager ? (
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
        )}
      </Section>

      <Section>
        <Rows>
          <li>
            <Row to={href('mineInfoMessage')}>个人信息</Row>
          </li>
          <li>
            <Row to={href('mineManagerNoticeToast')}>消息通知</Row>
          </li>
          <li>
            <Row to={href('mineFinancialManager')}>我的理财经理</Row>
          </li>
          <li>
            <Row to={href('mineManagerFeedback')}>投诉建议</Row>
          </li>
          <li>
            <Row to={href('mineManagerhelpCenter')}>帮助中心</Row>
          </li>
        </Rows>
      </Section>

      <Actions>
        <LogoutButton />
      </Actions>
    </Page>
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

const ADVISER_HEIGHT = '68px';

const AdviserSlot = styled.li`
  display: grid;
  min-height: ${ADVISER_HEIGHT};
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
