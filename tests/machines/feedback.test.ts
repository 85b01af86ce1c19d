/** The feedback chart's own promise: a double tap sends once (spec 1 §2 "Complaint and suggestion form"). */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { feedbackMachine, type FeedbackDraft, type OpinionRequest } from '../../machines/feedback/feedback';

/** The chart with the draft storage given by the test: what loadDraft answers, and what was persisted. */
function withDraft(draft: FeedbackDraft | null, sendOpinion = fromPromise<string, OpinionRequest>(async () => 'ok')) {
  const persisted: FeedbackDraft[] = [];
  const cleared = vi.fn();
  const machine = feedbackMachine.provide({
    actors: { loadDraft: fromPromise(async () => draft), sendOpinion },
    actions: { persistDraft: (_, d: FeedbackDraft) => void persisted.push(d), clearDraft: cleared },
  });
  return { machine, persisted, cleared };
}

describe('feedback chart', () => {
  it('ignores a second submit while the first is on its way', async () => {
    let release: (msg: string) => void = () => {};
    const send = vi.fn((_: OpinionRequest) => new Promise<string>((resolve) => (release = resolve)));
    const { machine } = withDraft(
      null,
      fromPromise(({ input }) => send(input)),
    );
    const actor = createActor(machine, { input: {} }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'user.changeField', field: 'type', value: '1' });
    actor.send({ type: 'user.changeField', field: 'opinion', value: '  希望增加夜间客服  ' });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    // Edits while sending are not taken either: what was sent is what shows.
    actor.send({ type: 'user.changeField', field: 'opinion', value: '改了' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: '1', opinion: '希望增加夜间客服' });
    expect(actor.getSnapshot().context.opinion).toBe('  希望增加夜间客服  ');
    release('提交成功');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(actor.getSnapshot().context.result).toBe('提交成功');
    actor.stop();
  });

  it('caps the opinion at 100 characters as the counter counts them (an emoji is one)', async () => {
    const actor = createActor(withDraft(null).machine, { input: {} }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'user.changeField', field: 'opinion', value: '😀'.repeat(150) });
    expect(Array.from(actor.getSnapshot().context.opinion)).toHaveLength(100);
    actor.stop();
  });

  it('opens with the draft, keeps every edit as the draft, and drops it once sent', async () => {
    const { machine, persisted, cleared } = withDraft({ type: '0', opinion: '回复太慢' });
    const actor = createActor(machine, { input: {} }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ type: '0', opinion: '回复太慢' });
    actor.send({ type: 'user.changeField', field: 'opinion', value: '回复太慢，请改进' });
    expect(persisted).toEqual([{ type: '0', opinion: '回复太慢，请改进' }]);
    expect(cleared).not.toHaveBeenCalled();
    actor.send({ type: 'user.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(cleared).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('keeps the draft when the send fails', async () => {
    const failing = fromPromise<string, OpinionRequest>(async () => {
      throw new Error('timeout');
    });
    const { machine, cleared } = withDraft({ type: '1', opinion: '希望增加夜间客服' }, failing);
    const actor = createActor(machine, { input: {} }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'user.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ type: '1', opinion: '希望增加夜间客服' });
    expect(cleared).not.toHaveBeenCalled();
    actor.stop();
  });

  it('takes from a stored draft only a known choice and at most 100 characters', async () => {
    const tampered = { type: '7', opinion: 'x'.repeat(150) } as unknown as FeedbackDraft;
    const actor = createActor(withDraft(tampered).machine, { input: {} }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context.type).toBe('');
    expect(actor.getSnapshot().context.opinion).toHaveLength(100);
    actor.stop();
  });
});
