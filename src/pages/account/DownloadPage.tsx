import styled from 'styled-components';
import { isIOS, isSocialInAppBrowser } from '../../platform/terminal';
import { toast } from '../../platform/notices';
import { Button, useBrowserValue } from '../../ui';
import { OPEN_IN_BROWSER, OpenInBrowserTip } from '../shared/OpenInBrowserTip';

export const OPEN_IN_BROWSER_TIP = `${OPEN_IN_BROWSER}后下载APP`;
export const NO_PACKAGE_TEXT = 'APP安装包即将上线，敬请期待';

/** Store or package links are deployment settings, not code (VITE_APP_DOWNLOAD_URL_IOS / _ANDROID). */
function downloadUrl(): string {
  const url: unknown = isIOS()
    ? import.meta.env.VITE_APP_DOWNLOAD_URL_IOS
    : import.meta.env.VITE_APP_DOWNLOAD_URL_ANDROID;
  return typeof url === 'string' ? url : '';
}

/** App download; WeChat and QQ block downloads, so there the user is told to open the phone browser. */
export default function DownloadPage() {
  const blocked = useBrowserValue(isSocialInAppBrowser, false);
  const download = () => {
    if (blocked) return toast.info(OPEN_IN_BROWSER_TIP);
    const url = downloadUrl();
    if (url) window.location.assign(url);
    else toast.info(NO_PACKAGE_TEXT);
  };
  return (
    <Box>
      {blocked && (
        <TipRow>
          <OpenInBrowserTip>{OPEN_IN_BROWSER_TIP}</OpenInBrowserTip>
        </TipRow>
      )}
      <h2>随时随地，管理您的信托财富</h2>
      <ul>
        <li>产品认购、风险测评与税收居民身份声明</li>
        <li>专属理财经理一对一服务</li>
        <li>签到、邀请好友赚取积分</li>
      </ul>
      <Button onClick={download}>下载APP</Button>
    </Box>
  );
}

const Box = styled.section`
  padding: 32px 24px;
  line-height: 1.8;
  h2 {
    font-size: ${({ theme }) => theme.font.large};
    text-align: center;
  }
  ul {
    margin: 0 0 24px;
    padding-left: 20px;
  }
`;

// Edge to edge above the page's padding.
const TipRow = styled.div`
  margin: -32px -24px 16px;
`;
