/** The feedback chart's own promise: a double tap sends once (spec 1 §2 "Complaint and suggestion form"). */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { feedbackMachine, type OpinionRequest } from '../../machines/mine/feedback';

describe('feedback chart', () => {
  it('ignores a second submit while the first is on its way', async () => {
    let release: (msg: string) => void = () => {};
    const send = vi.fn((_: OpinionRequest) => new Promise<string>((resolve) => (release = resolve)));
    const actor = createActor(
      feedbackMachine.provide({ actors: { sendOpinion: fromPromise(({ input }) => send(input as OpinionRequest)) } }),
      { input: {} },
    ).start();
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

  it('caps the opinion at 100 characters as the counter counts them (an emoji is one)', () => {
    const actor = createActor(feedbackMachine, { input: {} }).start();
    actor.send({ type: 'user.changeField', field: 'opinion', value: '😀'.repeat(150) });
    expect(Array.from(actor.getSnapshot().context.opinion)).toHaveLength(100);
    actor.stop();
  });
});
