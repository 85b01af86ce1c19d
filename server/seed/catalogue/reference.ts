import { createRequire } from 'node:module';
import { areaList } from '@vant/area-data';
import countries from 'i18n-iso-countries';
import type { Queryable } from '../../db/types';
import {
  DICT_VALUES,
  HELP,
  NATIONS,
  NO_TIN_REASONS,
  OCCUPATIONS,
  RISK_QUESTIONS,
  RISK_SURVEY_ID,
} from '../data/reference';
import { insertRows } from './util';

// The locale files are JSON inside the package; createRequire loads them the same way under tsx, vitest and tsc.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** China's administrative divisions from @vant/area-data: codes like 130000 / 130400 / 130425. */
export async function seedAreas(q: Queryable): Promise<number> {
  const rows: unknown[][] = [
    ...Object.entries(areaList.province_list).map(([code, name]) => [code, name, null, 1]),
    ...Object.entries(areaList.city_list).map(([code, name]) => [code, name, `${code.slice(0, 2)}0000`, 2]),
    ...Object.entries(areaList.county_list).map(([code, name]) => [code, name, `${code.slice(0, 4)}00`, 3]),
  ];
  await insertRows(q, 'areas', ['code', 'name', 'parent_code', 'level'], rows);
  return rows.length;
}

/** Countries keyed by ISO alpha-3, with the Chinese caption and the English name; China first. English names are
 * folded to ASCII (Åland → Aland) because the CRS form's English fields accept Latin letters only (spec 2 §5). */
function countryRows(): unknown[][] {
  const zh = countries.getNames('zh');
  const list = Object.entries(zh).map(([alpha2, caption]) => ({
    code: countries.alpha2ToAlpha3(alpha2) ?? alpha2,
    caption,
    english: (countries.getName(alpha2, 'en') ?? alpha2).normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
  }));
  list.sort((a, b) => (a.code === 'CHN' ? -1 : b.code === 'CHN' ? 1 : a.english.localeCompare(b.english, 'en')));
  return list.map((c, i) => ['DATACNT', '5084', c.code, c.caption, c.english, i]);
}

export async function seedDictionaries(q: Queryable): Promise<{ crm: number; values: number }> {
  const rows: unknown[][] = [
    ...NATIONS.map(([caption, english], i) => ['TA', '2099', String(i + 1).padStart(2, '0'), caption, english, i]),
    ...OCCUPATIONS.map(([code, caption, english], i) => ['TA', '1027', code, caption, english, i]),
    ...countryRows(),
    ...NO_TIN_REASONS.map(([code, caption, english], i) => ['DATACNT', '5090', code, caption, english, i]),
  ];
  await insertRows(q, 'crm_dicts', ['system', 'dict_key', 'key_value', 'caption', 'english', 'sort'], rows);
  await insertRows(
    q,
    'dict_values',
    ['dict_code', 'value', 'description'],
    DICT_VALUES.map((d) => [...d]),
  );
  return { crm: rows.length, values: DICT_VALUES.length };
}

export async function seedHelp(q: Queryable): Promise<number> {
  await insertRows(
    q,
    'help_categories',
    ['dict_value', 'dict_name', 'sort'],
    HELP.map((c, i) => [c.dictValue, c.dictName, i]),
  );
  const rows = HELP.flatMap((c) => c.questions.map(([title, answer], i) => [c.dictValue, title, answer, i]));
  await insertRows(q, 'help_questions', ['dict_value', 'title', 'answer', 'sort'], rows);
  return rows.length;
}

export async function seedRiskQuestions(q: Queryable): Promise<number> {
  const rows = RISK_QUESTIONS.map((question, i) => [
    RISK_SURVEY_ID,
    String(i + 1),
    question.name,
    question.choice,
    question.options.map(([value, label]) => `${value}:${label}`).join('|'),
    question.options.map(([value, , score]) => `${value}:${score}`).join('|'),
    i,
  ]);
  await insertRows(
    q,
    'risk_questions',
    ['survey_id', 'subject_id', 'subject_name', 'choice_model', 'survey_option', 'option_scores', 'sort'],
    rows,
  );
  return rows.length;
}
