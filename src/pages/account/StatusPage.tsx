import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '../../paths';
import { openApp } from '../../platform/openApp';
import { callNative } from '../../platform/bridge';
import { isInApp, isSocialInAppBrowser } from '../../platform/terminal';
import { accountText } from '../../contract';
import { toast } from '../../platform/notices';
import { isPhoneValid, maskPhone } from '../../validation/phone';
import { Button, useBrowserValue } from '../../ui';
import { OPEN_IN_BROWSER, OpenInBrowserTip } from '../shared/OpenInBrowserTip';

export const OPEN_APP = '打开APP';
export const DOWNLOAD_APP = '下载APP';
/** Inside the app, where the result returns to the app's own screen. */
export const DONE_IN_APP = '完成';
export const OPEN_IN_BROWSER_FOR_APP = `${OPEN_IN_BROWSER}后打开或下载APP`;

/** Spec 1 §2: status 1 success, 2 already registered (the texts are spec 1 §8's, verbatim). */
const RESULTS = {
  '1': {
    icon: '✓',
    heading: accountText.registered,
    text: '打开鼎元信托APP登录，完成实名认证与风险测评后，即可享受专属理财经理服务',
  },
  '2': { icon: 'i', heading: accountText.alreadyRegistered, text: '请打开鼎元信托APP，使用该手机号直接登录' },
} as const;
type Status = keyof typeof RESULTS;
const NEUTRAL = { icon: 'i', heading: '欢迎使用鼎元信托APP', text: '请打开或下载APP继续使用' };

const isStatus = (value: string | null): value is Status => value === '1' || value === '2';

/** Only a mainland mobile is shown, masked: the query comes from a link anyone can edit. */
export function maskedPhone(value: string | null): string | null {
  return value && isPhoneValid(value) ? maskPhone(value) : null;
}

/**
 * Registration result with 打开APP and 下载APP. `fallbackStatus` is the status when the query has none:
 * /phone/jz/registerResult is reached only after a successful adviser-QR registration. Inside the app (its own
 * registration, spec 1 §4) neither makes sense, nor may anything there ask to download the app: 完成 closes the web
 * view and returns to the app screen that opened it (closeh5Back), where the app goes on.
 */
export function RegisterResult({ fallbackStatus }: { fallbackStatus?: Status }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const status = query.get('status');
  const result = isStatus(status) ? RESULTS[status] : fallbackStatus ? RESULTS[fallbackStatus] : NEUTRAL;
  const phone = maskedPhone(query.get('phoneNum'));
  const social = useBrowserValue(isSocialInAppBrowser, false);
  const inApp = useBrowserValue(isInApp, false);

  // A pending "app did not open → download page" must not fire after the user left this page.
  const cancelOpen = useRef<() => void>(() => {});
  useEffect(() => () => cancelOpen.current(), []);

  const open = () => {
    // WeChat and QQ refuse app links: the phone browser has to do it.
    if (social) return toast.info(OPEN_IN_BROWSER_FOR_APP);
    cancelOpen.current();
    cancelOpen.current = openApp(() => navigate(href('download')));
  };

  return (
    <Page>
      {social && <OpenInBrowserTip>{OPEN_IN_BROWSER_FOR_APP}</OpenInBrowserTip>}
      <Result>
        <Icon aria-hidden="true">{result.icon}</Icon>
        <h2>{result.heading}</h2>
        {phone && <p>手机号：{phone}</p>}
        <Muted>{result.text}</Muted>
      </Result>
      <Actions>
        {inApp ? (
          <Button onClick={() => void callNative('closeh5Back')}>{DONE_IN_APP}</Button>
        ) : (
          <>
            <Button onClick={open}>{OPEN_APP}</Button>
            <Button $variant="secondary" onClick={() => navigate(href('download'))}>
              {DOWNLOAD_APP}
            </Button>
          </>
        )}
      </Actions>
    </Page>
  );
}

/** The status page (spec 1 §2 "status page"): the status comes from the query. */
export default function StatusPage() {
  return <RegisterResult />;
}

const Page = styled.section`
  min-height: calc(100vh - ${({ theme }) => theme.barHeight});
  background: ${({ theme }) => theme.color.surface};
`;

const Result = styled.div`
  padding: 48px 24px 24px;
  text-align: center;
  h2 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.font.large};
  }
  p {
    margin: 0 0 8px;
    line-height: 1.7;
  }
`;

const Icon = styled.div`
  width: 64px;
  height: 64px;
  margin: 0 auto;
  border-radius: 50%;
  line-height: 64px;
  font-size: ${({ theme }) => theme.font.hero};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryText};
  background: ${({ theme }) => theme.color.primary};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.font.body};
  color: ${({ theme }) => theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 8px 24px 32px;
`;
