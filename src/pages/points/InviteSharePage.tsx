import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLoader } from '../../flows/useLoader';
import { loadInviteOverview, type InviteOverview } from '../../implementations/invite';
import { native } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { Button, useBrowserValue } from '../../ui';
import { fillsRatioBox, ratioBox } from '../../ui/ratio';
import { LoadedOne } from '../shared/LoadStates';
import { InvitedList } from './InvitedList';
import { drawPoster, POSTER } from './poster';

export const POSTER_FAILED = '海报生成失败，请稍后重试';
const POSTER_FILE = 'dingyuan-invite.png';

/**
 * The invitation share page (spec 3 §2 "Invitation share page", §9 poster): the poster with the QR code of this
 * customer's registration link, the invited count and list, the WeChat share through the native app inside it, and
 * in a browser the poster as a picture to long-press and a button to save it.
 */
export default function InviteSharePage() {
  const { view, send } = useLoader<InviteOverview>({ load: loadInviteOverview, pageSize: 0 });
  return (
    <LoadedOne view={view} onRetry={() => send({ type: 'user.retry' })}>
      {(overview) => <Share overview={overview} />}
    </LoadedOne>
  );
}

function Share({ overview }: { overview: InviteOverview }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The poster as a picture (for long-press and saving) once drawn, or the drawing's failure.
  const [poster, setPoster] = useState<string | 'failed' | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const inApp = useBrowserValue(isInApp, false);

  useEffect(() => {
    let current = true;
    // The surface drawn on, held here: while a boundary above shows its fallback, React detaches the ref (and keeps
    // this effect), so the ref may be empty when the drawing ends.
    const surface = canvas.current!;
    drawPoster(surface, { link: overview.link, inviteNum: overview.inviteNum }).then(
      () => current && setPoster(surface.toDataURL('image/png')),
      () => current && setPoster('failed'),
    );
    return () => {
      current = false;
    };
  }, [overview.link, overview.inviteNum]);

  const share = () =>
    void native.wxShareManager({
      title: '鼎元信托邀您开启信托财富之旅',
      description: '注册并完成认证，您与好友各得1000积分',
      link: overview.link,
      ...(poster && poster !== 'failed' && { image: poster }),
    });

  return (
    <Page>
      {/* The drawing surface; what the reader sees and saves is the picture made from it. */}
      <canvas ref={canvas} hidden data-poster width={POSTER.width} height={POSTER.height} />
      <Frame>
        {poster === 'failed' ? (
          <p role="alert">{POSTER_FAILED}</p>
        ) : (
          poster && <img src={poster} alt="邀请海报：长按识别二维码注册" width={POSTER.width} height={POSTER.height} />
        )}
      </Frame>
      <Count type="button" onClick={() => setListOpen(true)}>
        已成功邀请 <strong>{overview.inviteNum}</strong> 位好友 ›
      </Count>
      <Actions>
        {inApp ? (
          <Button onClick={share}>分享给微信好友</Button>
        ) : (
          <>
            <Hint>长按海报可保存或分享给好友</Hint>
            <Button
              as="a"
              href={poster && poster !== 'failed' ? poster : undefined}
              download={POSTER_FILE}
              aria-disabled={!poster || poster === 'failed'}
            >
              保存海报
            </Button>
          </>
        )}
      </Actions>
      <InvitedList open={listOpen} friends={overview.friends} onClose={() => setListOpen(false)} />
    </Page>
  );
}

const Page = styled.div`
  padding: 16px 0 calc(24px + env(safe-area-inset-bottom));
`;

/** The poster's own shape, kept while it draws: nothing below moves when it appears. */
const Frame = styled.div`
  ${ratioBox(POSTER.width, POSTER.height)}
  width: min(100% - 32px, ${POSTER.width}px);
  margin: 0 auto;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.border};
  img {
    ${fillsRatioBox}
    display: block;
  }
  p {
    ${fillsRatioBox}
    padding: 40px 16px;
    text-align: center;
  }
`;

const Count = styled.button`
  display: block;
  min-height: ${({ theme }) => theme.tap};
  margin: 8px auto 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.body};
  cursor: pointer;
  strong {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 8px;
  padding: 8px 16px 0;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    text-decoration: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  text-align: center;
`;
