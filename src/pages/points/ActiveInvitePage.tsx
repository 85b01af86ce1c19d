import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLoader } from '../../flows/useLoader';
import { loadInviteOverview, type InviteOverview } from '../../implementations/invite';
import { href } from '../../paths';
import { native } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { Button } from '../../ui';
import { HOTLINE } from '../shared/company';
import { LoadedOne } from '../shared/LoadStates';
import { InvitedList } from './InvitedList';
import { RedBand } from './parts';

/**
 * 邀请好友 (spec 3 §2 activeInvite): how many friends qualified through this customer's invitation, the list of
 * them, 立即邀请好友 (the poster to share) and 立即联系 (the customer's wealth adviser, else the hotline).
 */
export default function ActiveInvitePage() {
  const { view, send } = useLoader<InviteOverview>({ load: loadInviteOverview, pageSize: 0 });
  return (
    <LoadedOne view={view} onRetry={() => send({ type: 'user.retry' })}>
      {(overview) => <Invite overview={overview} />}
    </LoadedOne>
  );
}

function Invite({ overview }: { overview: InviteOverview }) {
  const [listOpen, setListOpen] = useState(false);
  return (
    <Page>
      <Hero>
        <h2>邀请好友 共享积分</h2>
        <p>好友注册并完成实名认证及合格投资者认证后，您与好友各得1000积分</p>
      </Hero>
      <Count
        type="button"
        onClick={() => setListOpen(true)}
        aria-label={`已成功邀请${overview.inviteNum}位好友，查看邀请记录`}
      >
        <span>已成功邀请</span>
        <strong>{overview.inviteNum}</strong>
        <span>位好友 ›</span>
      </Count>
      <Actions>
        <Button as={Link} to={href('inviteShare')}>
          立即邀请好友
        </Button>
        {/* Inside the app its wealth-manager screen; in a browser a call to the adviser, else the hotline. */}
        <Button
          $variant="secondary"
          aria-describedby="invite-contact"
          onClick={() => void (isInApp() ? native.tomanage() : native.toCall(overview.adviserPhone || HOTLINE))}
        >
          立即联系
        </Button>
      </Actions>
      <Contact id="invite-contact">{contactOf(overview)}</Contact>
      <InvitedList open={listOpen} friends={overview.friends} onClose={() => setListOpen(false)} />
    </Page>
  );
}

/** Whom 立即联系 reaches: the app's adviser screen, the adviser's phone, else the hotline. */
function contactOf({ adviserName, adviserPhone }: InviteOverview): string {
  if (isInApp()) return adviserName ? `联系您的理财经理 ${adviserName}` : '联系您的理财经理';
  return adviserPhone ? `拨打您的理财经理 ${adviserName} ${adviserPhone}` : `拨打客服热线 ${HOTLINE}`;
}

const Contact = styled.p`
  margin: 8px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  text-align: center;
`;

const Page = styled.div`
  min-height: calc(100vh - var(--top-bar-height, 0px));
  padding-bottom: calc(24px + env(safe-area-inset-bottom));
`;

const Hero = styled(RedBand)`
  padding: 32px 24px;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.xl};
  }
`;

const Count = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  width: calc(100% - 32px);
  min-height: 64px;
  margin: -20px 16px 0;
  position: relative;
  border: 0;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.08);
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.medium};
  cursor: pointer;
  strong {
    font-size: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 12px;
  padding: 24px 16px;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    text-decoration: none;
  }
`;
