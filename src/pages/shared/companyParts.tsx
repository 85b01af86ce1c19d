/** The company's own actions on its pages: the hotline, calling it, a branch on the map (spec 1 §2, §9; spec 3 §7). */
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { callNative } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { ActionLink, TextSection } from '../../ui';
import { HOTLINE, mapUrl, WEALTH_HOTLINE_HOURS, type Office } from './company';

/**
 * Inside the app a link is handed to the native shell (spec 3 §7); in a browser the link itself does the job
 * (`tel:` dials, a map link opens the map), so it stays a real link either way.
 */
function viaShell(action: 'toCall' | 'externalURL', payload: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isInApp()) return;
    e.preventDefault();
    void callNative(action, payload);
  };
}

export function CallLink({ children = '拨打财富热线' }: { children?: ReactNode }) {
  return (
    <ActionLink href={`tel:${HOTLINE.replace(/-/g, '')}`} onClick={viaShell('toCall', HOTLINE)}>
      {children}
    </ActionLink>
  );
}

export function MapLink({ office, children }: { office: Office; children: ReactNode }) {
  const url = mapUrl(office);
  return (
    <ActionLink href={url} target="_blank" rel="noopener noreferrer" $secondary onClick={viaShell('externalURL', url)}>
      {children}
    </ActionLink>
  );
}

/**
 * The wealth hotline with its hours and the call action (spec 1 §2, §9): the afternoon from 13:00 on the company and
 * service pages, from 13:30 on the static warning page (spec 2 §9, spec 3 §9).
 */
export function Hotline({ hours = WEALTH_HOTLINE_HOURS }: { hours?: string }) {
  return (
    <TextSection aria-labelledby="hotline">
      <h2 id="hotline">财富热线</h2>
      <HotlineNumber>{HOTLINE}</HotlineNumber>
      <p>服务时间：{hours}</p>
      <CallLink />
    </TextSection>
  );
}

const HotlineNumber = styled.p`
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;
