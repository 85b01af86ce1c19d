import type { ReactNode } from 'react';
import styled from 'styled-components';

/** WeChat and QQ block app downloads and app links: the user has to leave for the phone browser first. */
export const OPEN_IN_BROWSER = '请点击右上角「···」，选择“在浏览器中打开”';

/** The banner shown on top of a page in a social in-app browser (detected by `isSocialInAppBrowser`). */
export function OpenInBrowserTip({ children }: { children: ReactNode }) {
  return <Tip role="note">{children}</Tip>;
}

const Tip = styled.p`
  margin: 0;
  padding: 12px 16px;
  background: #fff7e6;
  color: #ad6800;
  line-height: 1.6;
`;
