import type { MouseEvent } from 'react';
import styled from 'styled-components';

export interface MenuTab {
  label: string;
  to: string;
}

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
  align-items: center;
  justify-content: center;
  text-decoration: none;
  font-size: 15px;
  color: ${({ $active, theme }) => ($active ? theme.color.primary : theme.color.muted)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
`;
