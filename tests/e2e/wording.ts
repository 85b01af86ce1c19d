/**
 * The words-and-numbers rules (../shared/UX.md, issue 16/18) over what a screen shows: each rule a pattern of what
 * breaks it. The fault matrix applies them to every screen of the route table as it opens
 * (tests/e2e/faultMatrix.test.ts); a rule that matches nothing anywhere proves nothing, so each is also shown to
 * catch its example (`WORDING_EXAMPLES`).
 */
const HAN = '\\u4e00-\\u9fff';

export const WORDING_RULES: ReadonlyArray<{ rule: string; breaks: RegExp }> = [
  // 资管新规 retired expected returns from marketing: 业绩比较基准 on every screen.
  { rule: '业绩比较基准, not 预期收益率', breaks: /预期收益率?/g },
  // Chinese copy takes full-width punctuation: 每日最多可测评2次，您还可测评1次.
  { rule: 'full-width punctuation in Chinese', breaks: new RegExp(`[${HAN}][,;!?][${HAN}]|[${HAN}]\\([^)]*\\)`, 'g') },
  // A term is 18个月, never 18月 (a date's 11月27日 and 2026年11月 are dates, a range's 近3月 its usual name).
  { rule: 'terms as N个月', breaks: new RegExp(`(?<![年近\\d])\\d{1,3}月(?![\\d日份底初中])`, 'g') },
  // What a formatter or a chart leaks when it is given nothing: a series key, NaN, undefined, null.
  { rule: 'no English series key or empty value', breaks: /\b(?:value|series-?\d+|NaN|undefined|null)\b/g },
];

/** Each rule's example of what it must catch, in the order of WORDING_RULES. */
export const WORDING_EXAMPLES = [
  '预期收益率 6.00%',
  '每日最多可测评2次,您还可测评1次',
  '产品期限 18月',
  'value: 1.0617',
] as const;

/** What of the text breaks a rule, as "rule: the text around it"; none when it keeps them all. */
export function wordingProblems(text: string): string[] {
  return WORDING_RULES.flatMap(({ rule, breaks }) =>
    [...text.matchAll(breaks)].map((m) => `${rule}: …${text.slice(Math.max(0, m.index - 12), m.index + 16)}…`),
  );
}
