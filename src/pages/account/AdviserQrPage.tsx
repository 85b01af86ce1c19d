import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import adviserBanner from '../../assets/adviser-banner.svg';
import directTeamBanner from '../../assets/direct-team-banner.svg';
import { MANAGE_CODE_PATTERN } from '../../contract';
import { href } from '../../paths';
import { fillsRatioBox, ratioBox } from '../../ui/ratio';

/** The direct-sales team's manager code gets its own banner (spec 1 §2, spec 3 §2). */
export const DIRECT_TEAM_MANAGE_CODE = '7777777';
export const BANNERS = {
  adviser: { src: adviserBanner, alt: '专属理财经理邀您开启信托财富之旅' },
  directTeam: { src: directTeamBanner, alt: '鼎元财富直营团队' },
} as const;
export const MISSING_CODE_TEXT = '链接缺少理财经理编号，无法生成注册二维码，请向您的理财经理重新获取链接';
export const QR_FAILED_TEXT = '二维码生成失败，请刷新页面重试';

/**
 * PNG (not SVG) so WeChat's long-press "识别图中二维码" and saving to the album work; medium error correction and
 * a quiet zone of 2 modules scan reliably from another phone's screen.
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, scale: 8 } as const;

/** What the QR code opens: the adviser's register page on this same site. */
export function registerUrl(manageCode: string, origin = window.location.origin): string {
  return new URL(href({ to: 'adviserRegister', query: { manageCode } }), origin).toString();
}

/** Adviser QR page: a register QR code bound to the adviser's manager code, under the adviser's banner. */
export default function AdviserQrPage() {
  const [query] = useSearchParams();
  const manageCode = (query.get('manageCode') ?? '').trim();
  // A manager code the server would refuse is a broken or tampered link, not a code to print.
  if (!MANAGE_CODE_PATTERN.test(manageCode)) {
    return (
      <Page>
        <Message role="alert">{MISSING_CODE_TEXT}</Message>
      </Page>
    );
  }
  const banner = manageCode === DIRECT_TEAM_MANAGE_CODE ? BANNERS.directTeam : BANNERS.adviser;
  return (
    <Page>
      <Banner>
        <img src={banner.src} alt={banner.alt} />
      </Banner>
      <Card>
        <QrCode url={registerUrl(manageCode)} />
        <p>扫描二维码，注册鼎元信托账户</p>
        <Muted>理财经理编号：{manageCode}</Muted>
        <Muted>长按二维码可保存或识别</Muted>
      </Card>
    </Page>
  );
}

function QrCode({ url }: { url: string }) {
  // The QR of the URL it was drawn for, so a changed URL never shows the previous picture.
  const [drawn, setDrawn] = useState<{ url: string; src: string } | { url: string; failed: true } | null>(null);
  useEffect(() => {
    let current = true;
    // qrcode is loaded here only, so that no other page (and not the initial route) pays for it.
    import('qrcode')
      .then((qr) => qr.toDataURL(url, QR_OPTIONS))
      .then(
        (src) => current && setDrawn({ url, src }),
        () => current && setDrawn({ url, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [url]);

  if (drawn?.url !== url) return <QrBox role="status">二维码生成中…</QrBox>;
  if ('failed' in drawn) return <Message role="alert">{QR_FAILED_TEXT}</Message>;
  return (
    <QrBox>
      <img src={drawn.src} alt="注册二维码" />
    </QrBox>
  );
}

const Page = styled.section`
  padding-bottom: 24px;
`;

const Banner = styled.div`
  ${ratioBox(750, 300)}
  img {
    ${fillsRatioBox}
    display: block;
  }
`;

// Overlaps the banner's plain bottom band only, never its text.
const Card = styled.div`
  margin: -16px 16px 0;
  position: relative;
  padding: 24px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.08);
  text-align: center;
  p {
    margin: 8px 0 0;
  }
`;

const QrBox = styled.div`
  width: 200px;
  height: 200px;
  margin: 0 auto;
  line-height: 200px;
  color: ${({ theme }) => theme.color.muted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    image-rendering: pixelated;
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.muted};
`;

const Message = styled.p`
  margin: 0;
  padding: 48px 24px;
  text-align: center;
  line-height: 1.7;
  color: ${({ theme }) => theme.color.muted};
`;
