import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoaderText, type LoaderView } from '../../../machines/loader/loader';
import { commonText } from '../../contract';
import { useLoader } from '../../flows/useLoader';
import {
  loadHelpCategories,
  loadHelpDetail,
  loadHelpQuestions,
  type HelpCategory,
  type HelpDetailQuery,
  type HelpListQuery,
  type HelpQuestion,
} from '../../implementations/helpCenter';
import { href } from '../../paths';
import { toast } from '../../platform/notices';
import { Button, EmptyState } from '../../ui';
import { Loading, LoadFailed } from '../shared/LoadStates';

/** The search box's texts; the spec asks only for non-empty text (spec 1 §5 "Help search"), the wording is ours. */
export const HelpText = {
  searchLabel: '搜索问题',
  searchPlaceholder: '请输入问题关键字',
  searchButton: '搜索',
  searchRequired: '请输入搜索内容',
  all: '全部',
  categories: '问题分类',
  questions: '问题列表',
} as const;

/**
 * The help centre (spec 1 §2 "Help centre"): a title search, the category chips and the questions. What is shown is
 * in the URL (`?dictValue=` or `?title=`), so back, reload and a shared link show the same list; each change
 * starts a new loader for the new query. `app`: the variant opened inside the native app
 * (mineManagerhelpCenterApp) opens the app's detail screen; otherwise the two are the same page.
 */
export function HelpCenter({ app }: { app: boolean }) {
  const [search, setSearch] = useSearchParams();
  const title = search.get('title')?.trim() ?? '';
  const dictValue = title ? '' : (search.get('dictValue') ?? '');
  const show = (query: HelpListQuery) =>
    setSearch(new URLSearchParams(Object.entries(query).filter(([, v]) => v) as string[][]), { replace: true });

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('title') ?? '').trim();
    if (!text) return toast.info(HelpText.searchRequired);
    show({ title: text });
  };

  return (
    <>
      <SearchForm role="search" onSubmit={onSearch}>
        {/* Keyed by the search shown, so a chip (which clears the search) clears the box too. */}
        <SearchInput
          key={title}
          name="title"
          type="search"
          enterKeyHint="search"
          aria-label={HelpText.searchLabel}
          placeholder={HelpText.searchPlaceholder}
          defaultValue={title}
          maxLength={50}
        />
        <Button type="submit" $inline>
          {HelpText.searchButton}
        </Button>
      </SearchForm>
      <Categories selected={title ? null : dictValue} onSelect={(value) => show({ dictValue: value })} />
      <Questions key={`${dictValue}|${title}`} query={{ dictValue, title }} app={app} />
    </>
  );
}

function Categories({ selected, onSelect }: { selected: string | null; onSelect: (dictValue: string) => void }) {
  const { view, send } = useLoader<HelpCategory>({ load: loadHelpCategories, pageSize: 0 });
  const chip = (value: string, label: string) => (
    <li key={value}>
      <Chip type="button" aria-pressed={selected === value} onClick={() => onSelect(value)}>
        {label}
      </Chip>
    </li>
  );
  return (
    <ChipRow aria-label={HelpText.categories} aria-busy={view.status === 'loading'}>
      {chip('', HelpText.all)}
      {view.items.map((c) => chip(c.dictValue, c.dictName))}
      {view.status === 'failed' && (
        <li>
          <Chip type="button" onClick={() => send({ type: 'user.retry' })}>
            {LoaderText.retry}
          </Chip>
        </li>
      )}
    </ChipRow>
  );
}

function Questions({ query, app }: { query: HelpListQuery; app: boolean }) {
  const { view, send } = useLoader<HelpQuestion, HelpListQuery>({ load: loadHelpQuestions, pageSize: 0, query });
  const detail = app ? 'mineHelpCenterDetailApp' : 'mineHelpCenterDetail';
  return (
    <LoadStatus view={view} onRetry={() => send({ type: 'user.retry' })}>
      <List aria-label={HelpText.questions}>
        {view.items.map((q) => (
          <li key={q.id}>
            <QuestionLink to={href({ to: detail, query: { id: q.id } })}>
              <span>{q.title}</span>
              <Chevron />
            </QuestionLink>
          </li>
        ))}
      </List>
    </LoadStatus>
  );
}

/** The question detail by id, or a category's questions with their answers by dictValue (spec 1 §2). */
export function HelpDetail() {
  const [search] = useSearchParams();
  const query: HelpDetailQuery = { id: search.get('id') ?? undefined, dictValue: search.get('dictValue') ?? undefined };
  const { view, send } = useLoader<HelpQuestion, HelpDetailQuery>({ load: loadHelpDetail, pageSize: 0, query });
  return (
    <LoadStatus view={view} onRetry={() => send({ type: 'user.retry' })}>
      {view.items.map((q) => (
        <Answer key={q.id} aria-labelledby={`question-${q.id}`}>
          <h2 id={`question-${q.id}`}>{q.title}</h2>
          {/* The answers are plain text: shown as text (React escapes it), keeping their line breaks. */}
          <p>{q.answer}</p>
        </Answer>
      ))}
    </LoadStatus>
  );
}

/** A loaded screen's loading, empty (暂无相关数据, spec 1 §8) and failed states; its content once ready. */
export function LoadStatus<Item>({
  view,
  onRetry,
  children,
}: {
  view: LoaderView<Item>;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (view.status === 'loading' || view.status === 'leaving') return <Loading />;
  if (view.status === 'empty') return <EmptyState text={commonText.noData} />;
  if (view.status === 'failed') return <LoadFailed onRetry={onRetry} />;
  return <>{children}</>;
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      width="8"
      height="14"
      viewBox="0 0 8 14"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M1 1l6 6-6 6" />
    </svg>
  );
}

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.color.surface};
`;

const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 22px;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  outline: 0;
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** One row that scrolls sideways: the chips keep their height whether the categories have loaded or not. */
const ChipRow = styled.ul`
  display: flex;
  gap: 8px;
  min-height: 60px;
  margin: 0;
  padding: 8px 16px;
  overflow-x: auto;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  scrollbar-width: none;
  li {
    flex: 0 0 auto;
  }
`;

const Chip = styled.button`
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 22px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
`;

const QuestionLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  line-height: 1.5;
  text-decoration: none;
  span {
    flex: 1;
  }
  svg {
    flex: 0 0 auto;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Answer = styled.article`
  margin: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.7;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.subtitle};
  }
  p {
    margin: 0;
    white-space: pre-line;
    word-break: break-word;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The module of the routes that show it (src/paths.ts), each with its props. */
export default HelpCenter;
