/** The assessment rules the questionnaire screens and the server share (src/contract/risk.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RISK_TEXT_ANSWER_MAX,
  RISK_TYPES,
  ageAnswer,
  formatAnswers,
  parseAnswers,
  parseOptions,
  questionKind,
  readRisk,
  textAnswerGiven,
} from '../../src/contract';

describe('the assessment rules', () => {
  it('reads choicemodel 0 and 2 as single, 1 as multiple, anything else as text', () => {
    expect(['0', '2', '1', '3', ''].map(questionKind)).toEqual(['single', 'single', 'multiple', 'text', 'text']);
  });

  it('parses surveyoption value:label|…, keeping colons inside a label and skipping parts without a value', () => {
    expect(parseOptions('A:10%以下|B:比例:较高| :空|C')).toEqual([
      { value: 'A', label: '10%以下' },
      { value: 'B', label: '比例:较高' },
    ]);
    expect(parseOptions('')).toEqual([]);
  });

  it('derives the first answer from the age from 18 on, at the range boundaries', () => {
    expect([17, 18, 30, 31, 50, 51, 64, 65, 90].map(ageAnswer)).toEqual([null, 'A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
  });

  it('writes answercontent as subjectid:value:label joined by |, and reads it back', () => {
    const answers = [
      { subjectid: '1', values: ['B'], labels: ['31-50岁'] },
      { subjectid: '9', values: ['A', 'C'], labels: ['银行存款', '股票、混合基金'] },
      { subjectid: '11', values: [], labels: ['备用金: 半年'] },
    ];
    const text = formatAnswers(answers);
    expect(text).toBe('1:B:31-50岁|9:A,C:银行存款,股票、混合基金|11::备用金: 半年');
    expect(parseAnswers(text)).toEqual(answers);
  });

  it('sends a | typed into a text answer as ｜, so it cannot end the item', () => {
    const text = formatAnswers([{ subjectid: '11', values: [], labels: ['甲|乙'] }]);
    expect(text).toBe('11::甲｜乙');
    expect(parseAnswers(text)).toEqual([{ subjectid: '11', values: [], labels: ['甲｜乙'] }]);
  });

  it('refuses an item without a subject or a value part', () => {
    expect(parseAnswers(':A:x')).toBeNull();
    expect(parseAnswers('1')).toBeNull();
  });

  it('wants a non-blank text answer within its length', () => {
    expect(textAnswerGiven('  ')).toBe(false);
    expect(textAnswerGiven('长期')).toBe(true);
    expect(textAnswerGiven('字'.repeat(RISK_TEXT_ANSWER_MAX))).toBe(true);
    expect(textAnswerGiven('字'.repeat(RISK_TEXT_ANSWER_MAX + 1))).toBe(false);
  });

  describe('reading the latest assessment today (one reading for 我的, the detail and the result)', () => {
    afterEach(() => void vi.useRealTimers());

    it('is unassessed without a level, valid through its expiry day in China, expired the day after', () => {
      // 2026-11-27 16:30 UTC is already 2026-11-28 in China.
      vi.useFakeTimers({ now: new Date('2026-11-27T16:30:00Z') });
      expect(readRisk(null)).toEqual({ assessed: false });
      expect(readRisk({ riskleveldic: '', corpenddate: '2027-01-01' })).toEqual({ assessed: false });
      const on = (corpenddate: string) => readRisk({ riskleveldic: '03', corpenddate });
      expect(on('2026-11-28')).toEqual({ assessed: true, level: '03', type: RISK_TYPES['03'], expired: false });
      expect(on('2026-11-27')).toMatchObject({ expired: true });
      expect(on('')).toMatchObject({ expired: false });
    });
  });
});
