import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDialogFocus } from './useDialogFocus';

/** One item a picker offers: a dictionary entry or an area, by code, shown by name. */
export interface PickerOption {
  code: string;
  name: string;
}

export const PICKER_PLACEHOLDER = '请选择';

interface PickerFieldProps {
  /** Visible label and the row button's accessible name. */
  label: string;
  value: PickerOption | null;
  options: readonly PickerOption[];
  onPick: (option: PickerOption) => void;
  /** The options are loading (the next level of areas): the row shows it and cannot open. */
  busy?: boolean;
  disabled?: boolean;
  /** The option the sheet opens at while the row holds nothing (a default place to start, not a value). */
  start?: string;
  /** A long list (the 240 countries): the sheet has a search box that narrows it by name. */
  searchable?: boolean;
}

/**
 * A form row whose value is picked from a list (spec 1 §2 "address and dictionary pickers"; the CRS declaration
 * and the activity sign-up use it too). Tapping it opens a bottom sheet; tapping an option picks it and closes the
 * sheet. Whether the sheet is open is the view's own concern, like a password's visibility: the flow hears only
 * the pick. Nothing here reads the browser before it is tapped, so prerendering draws the closed row.
 */
export function PickerField({
  label,
  value,
  options,
  onPick,
  busy = false,
  disabled = false,
  start,
  searchable = false,
}: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const valueId = useId();
  return (
    <>
      {/* The whole row is the button, named by its label; the value is read as its description, so the name is
          exactly the label's words (WCAG 2.5.3). */}
      <Row
        type="button"
        aria-describedby={valueId}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled || busy}
        onClick={() => setOpen(true)}
      >
        <RowLabel>{label}</RowLabel>
        <Trigger>
          <Value id={valueId} aria-hidden="true" $empty={!value}>
            {busy ? '加载中…' : (value?.name ?? PICKER_PLACEHOLDER)}
          </Value>
          <Chevron />
        </Trigger>
      </Row>
      {open && (
        <OptionSheet
          title={label}
          options={options}
          value={value}
          start={start}
          searchable={searchable}
          onPick={(option) => {
            setOpen(false);
            onPick(option);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface AreaPickerProps {
  value: { province: PickerOption | null; city: PickerOption | null; zone: PickerOption | null };
  options: { province: readonly PickerOption[]; city: readonly PickerOption[]; zone: readonly PickerOption[] };
  onPick: (level: 'province' | 'city' | 'zone', option: PickerOption) => void;
  /** The level whose options are loading after a pick above it. */
  loading?: 'city' | 'zone' | null;
  /** Where each level's sheet opens while it holds nothing (the form's default region). */
  start?: { province: string; city: string; zone: string };
}

export const AREA_LABELS = { province: '省份', city: '城市', zone: '区县' } as const;

const ABOVE = { province: null, city: 'province', zone: 'city' } as const;

/**
 * Province → city → district, one row each: a level can be picked once the level above it is, and its options are
 * those of the choice above (loaded level by level by the flow, from selectArea).
 */
export function AreaPicker({ value, options, onPick, loading = null, start }: AreaPickerProps) {
  return (
    <>
      {(['province', 'city', 'zone'] as const).map((level) => {
        const above = ABOVE[level];
        return (
          <PickerField
            key={level}
            label={AREA_LABELS[level]}
            value={value[level]}
            options={options[level]}
            busy={loading === level}
            disabled={options[level].length === 0 || (above !== null && !value[above])}
            start={start?.[level]}
            onPick={(option) => onPick(level, option)}
          />
        );
      })}
    </>
  );
}

interface OptionSheetProps {
  title: string;
  options: readonly PickerOption[];
  value: PickerOption | null;
  /** The option to open at while there is no value. */
  start?: string;
  /** A search box above the options narrows them by name. */
  searchable?: boolean;
  onPick: (option: PickerOption) => void;
  onClose: () => void;
}

/**
 * The sheet: a dialog with the options as buttons, the current one marked, it (or the start, or the first) in view
 * and focused; 取消 or Escape closes it.
 */
export function OptionSheet({ title, options, value, start, searchable = false, onPick, onClose }: OptionSheetProps) {
  const at = value?.code ?? start;
  const [query, setQuery] = useState('');
  const wanted = query.trim().toLowerCase();
  const shown = wanted ? options.filter((option) => option.name.toLowerCase().includes(wanted)) : options;
  const titleId = useId();
  const current = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const sheet = useDialogFocus<HTMLDivElement>(true, {
    onEscape: onClose,
    initial: () => current.current ?? first.current,
  });
  useEffect(() => {
    (current.current ?? first.current)?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Backdrop onClick={onClose}>
      <Sheet ref={sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <Header>
          <SheetTitle id={titleId}>{title}</SheetTitle>
          <Cancel type="button" onClick={onClose}>
            取消
          </Cancel>
        </Header>
        {searchable && (
          <Search
            type="search"
            aria-label={`搜索${title}`}
            placeholder="输入名称搜索"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        )}
        {shown.length === 0 && <NoMatch role="status">无匹配结果</NoMatch>}
        <Options>
          {shown.map((option, i) => {
            const selected = option.code === value?.code;
            return (
              <li key={option.code}>
                <OptionButton
                  type="button"
                  ref={option.code === at ? current : i === 0 ? first : undefined}
                  aria-pressed={selected}
                  onClick={() => onPick(option)}
                >
                  {option.name}
                </OptionButton>
              </li>
            );
          })}
        </Options>
      </Sheet>
    </Backdrop>
  );
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 50px;
  padding: 0 0 0 16px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const RowLabel = styled.span`
  /* A form with longer labels (the CRS declaration) widens the column for all its rows. */
  flex: 0 0 var(--field-label-width, 84px);
  color: ${({ theme }) => theme.color.text};
`;

const Trigger = styled.span`
  flex: 1;
  min-width: 0;
  min-height: 50px;
  display: flex;
  align-items: center;
  /* The value where a typed value starts (the field rows of src/ui/Field.tsx), the chevron at the row's end. */
  justify-content: space-between;
  gap: 4px;
  padding: 0 12px 0 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  text-align: left;
  ${Row}:disabled & {
    opacity: 0.6;
  }
`;

const Value = styled.span<{ $empty: boolean }>`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ $empty, theme }) => ($empty ? theme.color.muted : theme.color.text)};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  align-items: flex-end;
  background: ${({ theme }) => theme.color.overlay};
`;

const Sheet = styled.div`
  width: 100%;
  max-height: 60vh;
  display: flex;
  flex-direction: column;
  border-radius: 12px 12px 0 0;
  background: ${({ theme }) => theme.color.surface};
  padding-bottom: env(safe-area-inset-bottom);
`;

const Header = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const SheetTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.subtitle};
  font-weight: 500;
`;

const Cancel = styled.button`
  position: absolute;
  right: 4px;
  top: 2px;
  min-width: 44px;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.body};
  cursor: pointer;
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const OptionButton = styled.button`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.medium};
  text-align: center;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const Search = styled.input`
  display: block;
  width: calc(100% - 32px);
  min-height: 40px;
  margin: 8px 16px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 20px;
  background: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.subtitle};
`;

const NoMatch = styled.p`
  margin: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
