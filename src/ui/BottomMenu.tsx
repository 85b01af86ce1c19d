import type { MouseEvent } from 'react';
import styled from 'styled-components';

export interface MenuTab {
  label: string;
  to: string;
  icon: keyof typeof ICONS;
}

/**
 * The tabs' line icons (24-unit grid, drawn with the text's colour): a growth chart for 产品, a compass for 发现, a
 * person for 我的. Inline, so they paint with the page and need no request; hidden from screen readers, which read
 * the label.
 */
const ICONS = {
  products: 'M4 19h16M6 16V11M10.5 16V7M15 16v-5M19.5 16V5',
  discover: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
  mine: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6',
};

interface BottomMenuProps {
  tabs: readonly MenuTab[];
  currentPath: string;
  onNavigate: (to: string) => void;
}

/**
 * Real links (long-press and copy work), but the active tab swallows the tap: no navigation, no history entry. The
 * tab of a page still loading counts as active for taps.
 * `data-shell-bar`: hidden inside the app before any script file has run, as the top bar.
 */
export function BottomMenu({ tabs, currentPath, onNavigate }: BottomMenuProps) {
  return (
    <Nav aria-label="底部菜单" data-shell-bar="">
      {tabs.map((tab) => {
        const active = tab.to === currentPath;
        const onClick = (e: MouseEvent) => {
          e.preventDefault();
          // Nor does a tab tapped again while its page still loads (the address is already there, the page not yet).
          if (!active && tab.to !== window.location.pathname) onNavigate(tab.to);
        };
        return (
          <Tab key={tab.to} href={tab.to} aria-current={active ? 'page' : undefined} $active={active} onClick={onClick}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={ICONS[tab.icon]} />
            </svg>
            {tab.label}
          </Tab>
        );
      })}
    </Nav>
  );
}

const Nav = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.bar};
  display: flex;
  height: calc(${({ theme }) => theme.menuHeight} + env(safe-area-inset-bottom));
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.a<{ $active: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.2;
  color: ${({ $active, theme }) => ($active ? theme.color.primary : theme.color.muted)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  svg {
    width: ${({ theme }) => theme.menuIcon};
    height: ${({ theme }) => theme.menuIcon};
    fill: none;
    stroke: currentColor;
    stroke-width: ${({ $active }) => ($active ? 2.2 : 1.6)};
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
