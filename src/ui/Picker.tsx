import { useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { AREA_LEVEL_LABELS, AREA_LEVELS, AREA_TITLE, type AreaLevel } from '../contract/area';
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
  return (
    <>
      <PickerRow
        label={label}
        shown={busy ? '加载中…' : (value?.name ?? null)}
        open={open}
        disabled={disabled || busy}
        onOpen={() => setOpen(true)}
      />
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

interface AreaPickerProps<L extends AreaLevel> {
  /** The row's label and the sheet's title. */
  label?: string;
  /** The levels picked, from the top: the three of an address (default), or province and city (a place of birth). */
  levels?: readonly L[];
  value: Record<L, PickerOption | null>;
  options: Record<NoInfer<L>, readonly PickerOption[]>;
  onPick: (level: NoInfer<L>, option: PickerOption) => void;
  /** The level whose options are loading after a pick above it. */
  loading?: NoInfer<L> | null;
  /** Where each level's list opens while it holds nothing (the form's default region). */
  start?: Record<NoInfer<L>, string>;
}

/**
 * Province → city → district in one row and one sheet, as the address pickers of the wealth and shopping apps: the
 * sheet opens at the first level still to pick (or the last), each level a tab showing what it holds; a pick moves on
 * to the level below, whose options the flow loads from the pick, and the last level's closes the sheet. A level can
 * be picked once the one above it is. `levels` picks fewer (province and city).
 */
export function AreaPicker<L extends AreaLevel = AreaLevel>({
  label = AREA_TITLE,
  levels = AREA_LEVELS as readonly AreaLevel[] as readonly L[],
  value,
  options,
  onPick,
  loading = null,
  start,
}: AreaPickerProps<L>) {
  const [level, setLevel] = useState<L | null>(null);
  const chosen = levels.map((l) => value[l]?.name).filter(Boolean);
  const openAt = () => setLevel(levels.find((l) => !value[l]) ?? levels[levels.length - 1]!);
  return (
    <>
      <PickerRow
        label={label}
        shown={chosen.length ? chosen.join(' ') : null}
        open={level !== null}
        disabled={options[levels[0]!].length === 0}
        onOpen={openAt}
      />
      {level && (
        <AreaSheet
          title={label}
          levels={levels}
          level={level}
          value={value}
          options={options}
          loading={loading}
          start={start}
          onLevel={(l) => setLevel(l as L)}
          onPick={(option) => {
            onPick(level, option);
            setLevel(levels[levels.indexOf(level) + 1] ?? null);
          }}
          onClose={() => setLevel(null)}
        />
      )}
    </>
  );
}

function AreaSheet({
  title,
  levels,
  level,
  value,
  options,
  loading,
  start,
  onLevel,
  onPick,
  onClose,
}: {
  title: string;
  levels: readonly AreaLevel[];
  level: AreaLevel;
  value: Partial<Record<AreaLevel, PickerOption | null>>;
  options: Partial<Record<AreaLevel, readonly PickerOption[]>>;
  loading: AreaLevel | null;
  start: Partial<Record<AreaLevel, string>> | undefined;
  onLevel: (level: AreaLevel) => void;
  onPick: (option: PickerOption) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const target = useRef<HTMLButtonElement>(null);
  const list = loading === level ? [] : (options[level] ?? []);
  // Each level opens at its choice (or the start), in view and focused, once its options are there.
  useEffect(() => {
    target.current?.scrollIntoView?.({ block: 'center' });
    target.current?.focus({ preventScroll: true });
  }, [level, list.length]);
  const reachable = levels.filter((_, i) => i === 0 || value[levels[i - 1]!]);
  return (
    <PickerSheet title={title} close="关闭" onClose={onClose} target={target}>
      <LevelTabs role="tablist" aria-label={`${title}级别`}>
        {reachable.map((l) => (
          <LevelTab
            key={l}
            type="button"
            role="tab"
            id={`${ids}-${l}`}
            aria-selected={l === level}
            aria-controls={`${ids}-list`}
            aria-describedby={`${ids}-${l}-value`}
            onClick={() => onLevel(l)}
          >
            {AREA_LEVEL_LABELS[l]}
            <small id={`${ids}-${l}-value`} aria-hidden="true">
              {value[l]?.name ?? PICKER_PLACEHOLDER}
            </small>
          </LevelTab>
        ))}
      </LevelTabs>
      <OptionList
        role="tabpanel"
        id={`${ids}-list`}
        aria-labelledby={`${ids}-${level}`}
        options={list}
        chosen={value[level]?.code}
        openAt={value[level]?.code ?? start?.[level]}
        target={target}
        onPick={onPick}
        // Nothing came (the call failed and said so): the level above stays a tap away.
        note={loading === level ? '加载中…' : list.length === 0 ? '暂无可选地区' : null}
      />
    </PickerSheet>
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
  const [query, setQuery] = useState('');
  const wanted = query.trim().toLowerCase();
  const shown = wanted ? options.filter((option) => option.name.toLowerCase().includes(wanted)) : options;
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <PickerSheet title={title} close="取消" onClose={onClose} target={target}>
      {searchable && (
        <Search
          type="search"
          aria-label={`搜索${title}`}
          placeholder="输入名称搜索"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      <OptionList
        options={shown}
        chosen={value?.code}
        openAt={value?.code ?? start}
        target={target}
        onPick={onPick}
        note={shown.length === 0 ? '无匹配结果' : null}
      />
    </PickerSheet>
  );
}

/** A picker's sheet: the backdrop, a dialog named by its title with its close button, the focus at `target`. */
function PickerSheet({
  title,
  close,
  onClose,
  target,
  children,
}: {
  title: string;
  close: string;
  onClose: () => void;
  target: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const titleId = useId();
  const sheet = useDialogFocus<HTMLDivElement>(true, { onEscape: onClose, initial: () => target.current });
  return (
    <Backdrop onClick={onClose}>
      <Sheet ref={sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <Header>
          <SheetTitle id={titleId}>{title}</SheetTitle>
          <Cancel type="button" onClick={onClose}>
            {close}
          </Cancel>
        </Header>
        {children}
      </Sheet>
    </Backdrop>
  );
}

/**
 * The options as buttons, the chosen one marked; `target` is the button of `openAt` (or the first), where the sheet
 * opens. `note` (加载中…, nothing to pick) is said above them.
 */
function OptionList({
  options,
  chosen,
  openAt,
  target,
  onPick,
  note,
  ...list
}: {
  options: readonly PickerOption[];
  chosen: string | undefined;
  openAt: string | undefined;
  target: RefObject<HTMLButtonElement | null>;
  onPick: (option: PickerOption) => void;
  note: string | null;
} & HTMLAttributes<HTMLUListElement>) {
  const opensAt = options.some((option) => option.code === openAt) ? openAt : options[0]?.code;
  return (
    <Options {...list}>
      {note && (
        <li>
          <NoMatch role="status">{note}</NoMatch>
        </li>
      )}
      {options.map((option) => (
        <li key={option.code}>
          <OptionButton
            type="button"
            ref={option.code === opensAt ? target : undefined}
            aria-pressed={option.code === chosen}
            onClick={() => onPick(option)}
          >
            {option.name}
          </OptionButton>
        </li>
      ))}
    </Options>
  );
}

/** The closed picker: a form row with its label, what it holds (or 请选择) and a chevron. */
function PickerRow({
  label,
  shown,
  open,
  disabled,
  onOpen,
}: {
  label: string;
  shown: string | null;
  open: boolean;
  disabled: boolean;
  onOpen: () => void;
}) {
  const valueId = useId();
  return (
    // The whole row is the button, named by its label; the value is read as its description, so the name is exactly
    // the label's words (WCAG 2.5.3).
    <Row
      type="button"
      aria-describedby={valueId}
      aria-haspopup="dialog"
      aria-expanded={open}
      disabled={disabled}
      onClick={onOpen}
    >
      <RowLabel>{label}</RowLabel>
      <Trigger>
        <Value id={valueId} aria-hidden="true" $empty={shown === null}>
          {shown ?? PICKER_PLACEHOLDER}
        </Value>
        <Chevron />
      </Trigger>
    </Row>
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

const LevelTabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const LevelTab = styled.button`
  flex: 1;
  min-width: 0;
  min-height: 52px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 4px 8px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  cursor: pointer;
  small {
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.body};
  }
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    small {
      color: ${({ theme }) => theme.color.primary};
      font-weight: 600;
    }
  }
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
