import { useEffect, useRef, type MouseEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { callNative } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { ActionLink } from '../../ui';

/**
 * How a browser leaves for another site: `replace`, so back returns to the page before this one instead of landing
 * here and being sent off again. An object, so tests can watch it: jsdom cannot leave the document.
 */
export const leave = { replace: (url: string) => window.location.replace(url) };

interface ExternalRedirectProps {
  /** An http(s) address. */
  url: string;
  title: string;
  text: string;
  linkText: string;
}

/**
 * A page that only sends the reader elsewhere (the trust-system site, an article that is a video or file): in a
 * browser it is replaced by the address; inside the app the native shell opens it (bridge `externalURL`, spec 3
 * §7). Until then, and if nothing happens, it says where it is going and offers the link.
 */
export function ExternalRedirect({ url, title, text, linkText }: ExternalRedirectProps) {
  const sent = useRef(false);
  useEffect(() => {
    // Development's StrictMode runs the effect twice; the shell must be asked once.
    if (sent.current) return;
    sent.current = true;
    if (isInApp()) void callNative('externalURL', url);
    else leave.replace(url);
  }, [url]);

  const openInShell = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isInApp()) return;
    e.preventDefault();
    void callNative('externalURL', url);
  };

  return (
    <Box role="status">
      <Spinner aria-hidden="true" />
      <h2>{title}</h2>
      <p>{text}</p>
      <ActionLink href={url} onClick={openInShell}>
        {linkText}
      </ActionLink>
      <Address>{new URL(url).host}</Address>
    </Box>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Box = styled.section`
  margin: 12px;
  padding: 32px 16px 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.7;
  text-align: center;
  h2 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.font.title};
  }
  p {
    margin: 0;
  }
`;

const Spinner = styled.span`
  display: block;
  width: 36px;
  height: 36px;
  margin: 0 auto;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The site's address, so the reader can see where the link goes before following it. */
const Address = styled.p`
  && {
    margin-top: 8px;
  }
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;
