/** Reference data: areas, CRM dictionaries, help centre (services/reference.ts). All public. */
import type { Handlers } from '../core/calls';
import { areasUnder, dictItems, helpCategories, helpQuestion, helpQuestions } from '../services/reference';

export const referenceHandlers: Handlers = {
  selectArea: async (req, { db }) => ({ data: await areasUnder(db, req.code) }),

  queryCrmDictList: async (req, { db }) => ({ data: await dictItems(db, req.key, req.system) }),

  queryDict: async (req, { db }) => ({ data: { results: await dictItems(db, req.key, req.system) } }),

  helpCenterList: async (_req, { db }) => ({ data: await helpCategories(db) }),

  helpQuestionList: async (req, { db }) => ({ data: await helpQuestions(db, req) }),

  helpQuestionDetail: async (req, { db }) => ({ data: await helpQuestion(db, req.id) }),
};
