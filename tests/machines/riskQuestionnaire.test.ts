/**
 * The questionnaire's rules the generated paths take one way only: the age under 65 (no notice, no acknowledgement),
 * no age at all (the first question answered freely), answercontent in the questionnaire's order, and riskMessageApp's
 * `param` read as a draft at the SMS step.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  answerContent,
  riskQuestionnaireMachine,
  type LoadedQuestionnaire,
  type Question,
} from '../../machines/riskQuestionnaire/riskQuestionnaire';
import { draftFromParam } from '../../machines/riskQuestionnaire/riskQuestionnaire.implementations';

const QUESTIONS: Question[] = [
  {
    subjectid: '1',
    surveyid: 'S1',
    name: '您的年龄是？',
    kind: 'single',
    options: ['18-30岁', '31-50岁', '51-64岁', '65岁及以上'].map((label, i) => ({ value: 'ABCD'[i]!, label })),
  },
  {
    subjectid: '2',
    surveyid: 'S1',
    name: '投资过的产品？',
    kind: 'multiple',
    options: [
      { value: 'A', label: '存款' },
      { value: 'B', label: '基金' },
      { value: 'C', label: '信托' },
    ],
  },
  { subjectid: '3', surveyid: 'S1', name: '投资目的？', kind: 'text', options: [] },
];

/** The questionnaire with `age` in the link and `recorded` as the server's age (none unless given). */
function start(age: string | undefined, recorded: number | null = null) {
  const machine = riskQuestionnaireMachine.provide({
    actors: {
      loadQuestionnaire: fromPromise(async (): Promise<LoadedQuestionnaire> => ({
        questions: QUESTIONS,
        draft: null,
        age: recorded,
      })),
    },
  });
  return createActor(machine, { input: { age } }).start();
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('risk questionnaire', () => {
  it('takes the age from the server’s record whatever the link says: the 65+ rules hold from every link', async () => {
    // No age in the link (the product detail's 开始测评, the result's 重新测评): the record's 70 decides.
    for (const [link, recorded] of [
      [undefined, 70],
      ['45', 70],
    ] as const) {
      const actor = start(link, recorded);
      await settle();
      expect(actor.getSnapshot().context.age).toBe(70);
      expect(actor.getSnapshot().context.answers['1']).toEqual({ values: ['D'], text: '' });
      actor.send({ type: 'user.start' });
      expect(actor.getSnapshot().matches('ageNotice')).toBe(true);
    }
    // No record (not yet verified): the link's age is all there is.
    const linkOnly = start('70', null);
    await settle();
    expect(linkOnly.getSnapshot().context.age).toBe(70);
    const neither = start(undefined, null);
    await settle();
    neither.send({ type: 'user.start' });
    expect(neither.getSnapshot().value).toBe('answering');
    expect(neither.getSnapshot().context.ageLocked).toBe(false);
  });

  it('takes a 45-year-old from the intro to the SMS step without notice or acknowledgement', async () => {
    const actor = start('45');
    await settle();
    actor.send({ type: 'user.start' });
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context.answers['1']).toEqual({ values: ['B'], text: '' });
    // Locked: another age range is not taken.
    actor.send({ type: 'user.choose', subjectid: '1', value: 'A' });
    expect(actor.getSnapshot().context.answers['1']!.values).toEqual(['B']);
    actor.send({ type: 'user.next' });
    // Unanswered: 下一题 does nothing; a tap meant for another question is ignored.
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.choose', subjectid: '1', value: 'C' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'user.choose', subjectid: '2', value: 'C' });
    actor.send({ type: 'user.choose', subjectid: '2', value: 'A' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.typeAnswer', text: '   ' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('answering');
    actor.send({ type: 'user.typeAnswer', text: '教育|储备' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toEqual({ verifying: 'idle' });
    // Options in the questionnaire's order, whatever order they were tapped in; a typed | cannot end the item.
    expect(answerContent(QUESTIONS, actor.getSnapshot().context.answers)).toBe(
      '1:B:31-50岁|2:A,C:存款,信托|3::教育｜储备',
    );
  });

  it('shows the 65+ notice without a countdown in the variant that has none, and with five seconds in the other', async () => {
    for (const seconds of [0, 5]) {
      const clock = new SimulatedClock();
      const machine = riskQuestionnaireMachine.provide({
        actors: {
          loadQuestionnaire: fromPromise(async (): Promise<LoadedQuestionnaire> => ({
            questions: QUESTIONS,
            draft: null,
            age: null,
          })),
        },
      });
      const actor = createActor(machine, { input: { age: '70', ageNoticeSeconds: seconds }, clock }).start();
      await settle();
      actor.send({ type: 'user.start' });
      // One second at a time, the button says how many are left; the variant without a countdown is ready at once.
      const shown: number[] = [];
      while (actor.getSnapshot().matches({ ageNotice: 'counting' })) {
        shown.push(actor.getSnapshot().context.remaining);
        clock.increment(seconds > 0 ? 1000 : 0);
      }
      expect(shown).toEqual(seconds > 0 ? [5, 4, 3, 2, 1] : [0]);
      expect(actor.getSnapshot().matches({ ageNotice: 'ready' })).toBe(true);
      actor.send({ type: 'user.acknowledgeAge' });
      expect(actor.getSnapshot().context.answers['1']!.values).toEqual(['D']);
    }
  });

  it('lets an investor without an age in the query answer the age question, and a minor too', async () => {
    for (const age of ['', '16']) {
      const actor = start(age);
      await settle();
      actor.send({ type: 'user.start' });
      expect(actor.getSnapshot().context.answers['1']).toBeUndefined();
      actor.send({ type: 'user.choose', subjectid: '1', value: 'A' });
      expect(actor.getSnapshot().context.answers['1']!.values).toEqual(['A']);
    }
  });

  it('reads riskMessageApp’s param as the answers at the SMS step, and refuses what is not a payload', () => {
    const param = JSON.stringify({
      surveyid: 'S1',
      objtype: '1',
      answercontent: '1:B:31-50岁|2:A,C:存款,信托|3::稳健',
    });
    const draft = draftFromParam(param, QUESTIONS);
    expect(draft).toMatchObject({ surveyid: 'S1', stage: 'verifying', index: 2, read: true });
    expect(draft!.answers).toEqual({
      '1': { values: ['B'], text: '' },
      '2': { values: ['A', 'C'], text: '' },
      '3': { values: [], text: '稳健' },
    });
    for (const bad of [null, '', '{', '{"surveyid":1}', JSON.stringify({ surveyid: 'S1', answercontent: 'x' })]) {
      expect(draftFromParam(bad, QUESTIONS)).toBeNull();
    }
  });
});
