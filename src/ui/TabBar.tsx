import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: string;
}

interface TabBarProps {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  /** The panel each tab controls: `${idPrefix}-${tab.id}`. */
  idPrefix: string;
  /** Stays at the top of the screen while the list scrolls under it. */
  sticky?: boolean;
}

/** A row of tabs that scrolls sideways when the labels do not fit (spec 3 discover and list tabs). */
export function TabBar({ tabs, selected, onSelect, label, idPrefix, sticky = false }: TabBarProps) {
  return (
    <Bar role="tablist" aria-label={label} $sticky={sticky}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-${tab.id}`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled.div<{ $sticky: boolean }>`
  display: flex;
  overflow-x: auto;
  scrollbar-width: none;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ $sticky }) => ($sticky ? 'position: sticky; top: var(--top-bar-height, 0px); z-index: 5;' : '')}
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 14px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.medium};
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;
