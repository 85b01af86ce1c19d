/**
 * The help centre's calls as loader pages (docs/architecture.md, "One recipe for a read-only screen"). The calls are
 * public and unpaged: each answers its whole list at once (pageSize 0). An expired session on the way is the call
 * layer's: it opens login and returns here.
 */
import { recordOf, type PageOutcome } from '../../machines/loader/loader';
import { api } from '../api';
import { Code, type HelpCategory, type HelpQuestion } from '../contract';

/** What the list shows: one category's questions, or the questions whose title holds the search text. */
export interface HelpListQuery {
  dictValue?: string;
  title?: string;
}

/** What a detail shows: one question by id, or every question of a category with its answer (spec 1 §2). */
export interface HelpDetailQuery {
  id?: string;
  dictValue?: string;
}

const page = (items: unknown[]): PageOutcome => ({ kind: 'ok', data: { items }, msg: '' });

export type { HelpCategory, HelpQuestion };

export async function loadHelpCategories(): Promise<PageOutcome> {
  const { data } = await api.helpCenterList();
  return page(data);
}

export async function loadHelpQuestions({ query }: { query: HelpListQuery }): Promise<PageOutcome> {
  const { data } = await api.helpQuestionList(
    query.title ? { title: query.title } : query.dictValue ? { dictValue: query.dictValue } : {},
  );
  return page(data);
}

/** A question that does not exist (04040007) is the empty state, not an error: a stale link shows 暂无相关数据. */
export async function loadHelpDetail({ query }: { query: HelpDetailQuery }): Promise<PageOutcome> {
  const id = Number(query.id);
  if (query.id && Number.isSafeInteger(id) && id > 0) {
    const answer = await api.helpQuestionDetail({ id }, { expect: [Code.notFound] });
    return page(answer.statusCode === Code.ok ? [recordOf(answer.data as HelpQuestion)] : []);
  }
  if (query.dictValue) return loadHelpQuestions({ query: { dictValue: query.dictValue } });
  return page([]);
}
