/** The real call and storage the complaint and suggestion page provides to its flow. */
import { fromPromise } from 'xstate';
import type { FeedbackDraft, feedbackMachine, OpinionRequest } from './feedback';
import { api } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import { getDraft, removeDraft, setDraft } from '../../src/platform/storage';

/** The spec's default source for this screen (spec 1 §3 "Complaint or opinion"). */
export const OPINION_SOURCE = '1';

export const feedbackImplementations: Implementations<typeof feedbackMachine> = {
  actors: {
    loadDraft: fromPromise(async () => getDraft<FeedbackDraft>('feedback')),
    // Answers the server's msg, which the page shows (spec 1 §7 "response msg shown").
    sendOpinion: fromPromise(async ({ input }: { input: OpinionRequest }) => {
      const { msg } = await api.addOpinion({ opinion: input.opinion, type: input.type, source: OPINION_SOURCE });
      return msg;
    }),
  },
  actions: {
    persistDraft: (_args: unknown, draft: FeedbackDraft) => setDraft('feedback', draft),
    clearDraft: () => removeDraft('feedback'),
  },
};
