import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { callNative } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { HOTLINE, mapUrl, SERVICE_HOURS, type Office } from '../shared/company';

/** Layout and actions the company pages share (about pages, branch network, contact page). */

export const Article = styled.article`
  padding: 12px;
`;

export const Section = styled.section`
  margin-bottom: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.7;
  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  p,
  ul {
    margin: 0 0 8px;
  }
  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
  ul {
    padding-left: 20px;
  }
`;

/** A titled block of static text. */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

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

/** The wealth hotline with its hours and the call action (spec 1 §2, §9). */
export function Hotline() {
  return (
    <Section aria-labelledby="hotline">
      <h2 id="hotline">财富热线</h2>
      <HotlineNumber>{HOTLINE}</HotlineNumber>
      <p>服务时间：{SERVICE_HOURS}</p>
      <CallLink />
    </Section>
  );
}

const HotlineNumber = styled.p`
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;

/** Looks like the kit's button; a link, because it goes somewhere (a dialler, a map). */
export const ActionLink = styled.a<{ $secondary?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: 12px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $secondary }) => ($secondary ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.color.primary : theme.color.primaryText)};
  font-size: 16px;
  text-decoration: none;
`;

/** Each link a full row: one tap target per line. */
export const Links = styled.nav`
  display: flex;
  flex-direction: column;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  /* A drawn chevron: the › glyph sits below the text's middle in CJK fonts. */
  a::after {
    content: '';
    width: 7px;
    height: 7px;
    margin: 0 4px 0 auto;
    border-top: 1.5px solid ${({ theme }) => theme.color.muted};
    border-right: 1.5px solid ${({ theme }) => theme.color.muted};
    transform: rotate(45deg);
  }
`;
