/**
 * Reference data (spec 1 §7 selectArea, queryCrmDictList, queryDict; spec 3 §7 helpCenterList, helpQuestionList,
 * helpQuestionDetail): areas, CRM dictionaries and the help centre, the SQL behind routes/reference.ts.
 */
import { Code, type AreaItem, type DictItem, type HelpCategory, type HelpQuestion } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Queryable } from '../db/types';
import { cachedRead } from './readCache';

/** Top-level code of the area picker: the provinces. */
const ROOT_AREA = '000000';

const QUESTION_COLUMNS = 'id, title, answer';

/** The areas under a code (none: the provinces). */
export async function areasUnder(db: Queryable, code: string | undefined): Promise<AreaItem[]> {
  const parent = code || ROOT_AREA;
  return cachedRead(db, 'areas', parent, async () => {
    const { rows } = await db.query<AreaItem>(
      parent === ROOT_AREA
        ? 'SELECT name, code FROM areas WHERE level = 1 ORDER BY code'
        : 'SELECT name, code FROM areas WHERE parent_code = $1 ORDER BY code',
      parent === ROOT_AREA ? [] : [parent],
    );
    return rows;
  });
}

/** A CRM dictionary's items, in their order. */
export async function dictItems(db: Queryable, key: string, system: string): Promise<DictItem[]> {
  const { rows } = await db.query<DictItem>(
    `SELECT caption, key_value, caption AS "dictName", key_value AS "dictValue", english
     FROM crm_dicts WHERE dict_key = $1 AND system = $2 ORDER BY sort, key_value`,
    [key, system],
  );
  return rows;
}

export async function helpCategories(db: Queryable): Promise<HelpCategory[]> {
  const { rows } = await db.query<HelpCategory>(
    'SELECT dict_name AS "dictName", dict_value AS "dictValue" FROM help_categories ORDER BY sort, dict_value',
  );
  return rows;
}

/** By category (dictValue) and/or a title search; with neither, every question. */
export async function helpQuestions(
  db: Queryable,
  { dictValue = '', title = '' }: { dictValue?: string; title?: string },
): Promise<HelpQuestion[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (dictValue) {
    params.push(dictValue);
    where.push(`dict_value = $${params.length}`);
  }
  if (title) {
    params.push(`%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`title ILIKE $${params.length} ESCAPE '\\'`);
  }
  const { rows } = await db.query<HelpQuestion>(
    `SELECT ${QUESTION_COLUMNS} FROM help_questions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY dict_value, sort, id`,
    params,
  );
  return rows;
}

export async function helpQuestion(db: Queryable, id: number): Promise<HelpQuestion> {
  const { rows } = await db.query<HelpQuestion>(`SELECT ${QUESTION_COLUMNS} FROM help_questions WHERE id = $1`, [id]);
  if (!rows[0]) throw new BusinessError(Code.notFound, '暂无相关信息');
  return rows[0];
}
