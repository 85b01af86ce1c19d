/** Reference data: areas, CRM dictionaries, help centre. All public. */
import { Code, type AreaItem, type DictItem, type HelpCategory, type HelpQuestion } from '../../src/contract';
import { BusinessError, type Handlers } from '../core/calls';
import type { Queryable } from '../db/types';
import { cachedRead } from '../services/readCache';

/** Top-level code of the area picker: the provinces. */
const ROOT_AREA = '000000';

async function dictItems(db: Queryable, key: string, system: string): Promise<DictItem[]> {
  const { rows } = await db.query<DictItem>(
    `SELECT caption, key_value, caption AS "dictName", key_value AS "dictValue", english
     FROM crm_dicts WHERE dict_key = $1 AND system = $2 ORDER BY sort, key_value`,
    [key, system],
  );
  return rows;
}

const QUESTION_COLUMNS = 'id, title, answer';

export const referenceHandlers: Handlers = {
  selectArea: async (req, { db }) => {
    const code = req.code || ROOT_AREA;
    const rows = await cachedRead(db, 'areas', code, async () => {
      const { rows } = await db.query<AreaItem>(
        code === ROOT_AREA
          ? 'SELECT name, code FROM areas WHERE level = 1 ORDER BY code'
          : 'SELECT name, code FROM areas WHERE parent_code = $1 ORDER BY code',
        code === ROOT_AREA ? [] : [code],
      );
      return rows;
    });
    return { data: rows };
  },

  queryCrmDictList: async (req, { db }) => ({ data: await dictItems(db, req.key, req.system) }),

  queryDict: async (req, { db }) => ({ data: { results: await dictItems(db, req.key, req.system) } }),

  helpCenterList: async (_req, { db }) => {
    const { rows } = await db.query<HelpCategory>(
      'SELECT dict_name AS "dictName", dict_value AS "dictValue" FROM help_categories ORDER BY sort, dict_value',
    );
    return { data: rows };
  },

  /** By category (dictValue) and/or a title search; with neither, every question. */
  helpQuestionList: async (req, { db }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const dictValue = req.dictValue ?? '';
    if (dictValue) {
      params.push(dictValue);
      where.push(`dict_value = $${params.length}`);
    }
    const title = req.title ?? '';
    if (title) {
      params.push(`%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`title ILIKE $${params.length} ESCAPE '\\'`);
    }
    const { rows } = await db.query<HelpQuestion>(
      `SELECT ${QUESTION_COLUMNS} FROM help_questions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY dict_value, sort, id`,
      params,
    );
    return { data: rows };
  },

  helpQuestionDetail: async (req, { db }) => {
    const { rows } = await db.query<HelpQuestion>(`SELECT ${QUESTION_COLUMNS} FROM help_questions WHERE id = $1`, [
      req.id,
    ]);
    if (!rows[0]) throw new BusinessError(Code.notFound, '暂无相关信息');
    return { data: rows[0] };
  },
};
