import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  API_PREFIX,
  CRS_IMAGE_TYPES,
  CRS_MAX_IMAGE_BYTES,
  CRS_MAX_IMAGES,
  CRS_UPLOAD_PATH,
  Code,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PIC_BY_UUID_PATH,
  PUBLIC_CALLS,
  REQUEST_RULES,
  SUBMISSION_CALLS,
  TOKEN_HEADER,
  checkRequest,
  crsText,
  requestText,
  type CallKey,
  type Envelope,
} from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { CallContext, Handlers, Session } from '../core/calls';
import type { Clock } from '../core/clock';
import { SessionRequiredError } from '../core/errors';
import type { Db } from '../db/types';
import { readClockOffset, shiftedClock } from '../services/clock';
import { pictureOf } from '../services/content';
import { saveCrsImages } from '../services/crs';
import { sniffImageType } from '../services/images';
import { resolveSession } from '../services/sessions';
import { submitOnce } from '../services/submissions';
import { withUploadSlot } from '../services/uploads';
import { answerFault, takeFault } from './faults';
import { businessFailure, ok, sessionFailure, systemFailure } from './envelope';

type AnyHandler = (req: unknown, ctx: CallContext) => Promise<{ data: unknown; msg?: string }>;

/** Marks a body that was sent but is not JSON, so the dispatcher can answer 04040001 instead of HTTP 400. */
export const INVALID_JSON = Symbol('invalid JSON');

const PUBLIC = new Set<string>(PUBLIC_CALLS);
/** What a session from the forced first-login change may do (spec 1 §4). */
const PASSWORD_CHANGE_CALLS = new Set(['updateLoginPwd', 'loginOut']);
const MSG = {
  login: '请重新登录',
  expired: '登录已过期，请重新登录',
  changeFirst: '请先修改登录密码',
};

/** getPicByUuid: the seeded uuids are version-4 uuids; anything outside this never names a picture. */
const PIC_UUID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
const PIC_CACHE_FOREVER = 'public, max-age=31536000, immutable';
const PIC_NO_STORE = 'no-store';
const PIC_MSG = {
  required: '请传入图片编号',
  invalid: '图片编号参数有误',
  notFound: '图片不存在',
};

/**
 * If-None-Match against the picture's ETag: `*`, or a list of tags compared weakly (RFC 9110 §13.1.2), so a
 * `W/"…"` a proxy made of our tag still matches.
 */
function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim());
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}

const SUBMISSIONS = new Set<string>(SUBMISSION_CALLS);
const SUBMISSION_KEY_MSG = '请求编号格式有误';

/**
 * The Idempotency-Key of a state-changing call (services/submissions): null without the header or for a call
 * without effects, 'invalid' for a malformed key.
 */
function submissionKeyOf(request: FastifyRequest, callKey: string): string | 'invalid' | null {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (!SUBMISSIONS.has(callKey) || key === undefined) return null;
  return typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : 'invalid';
}

/** Runs `run` once per submission when the call came with a key (services/submissions), else just runs it. */
function asSubmission(
  db: Db,
  clock: Clock,
  submission: { key: string | null; session: Session | null; callKey: string; body: unknown },
  run: () => Promise<Envelope<unknown>>,
): Promise<Envelope<unknown>> {
  const { key, session, callKey, body } = submission;
  if (!key) return run();
  return submitOnce(db, clock, { caller: session ? `u${session.userId}` : 'public', callKey, key, body }, run);
}

export interface ApiOptions {
  db: Db;
  clock: Clock;
  production: boolean;
  handlers: Handlers;
}

function answerError(error: unknown, request: FastifyRequest) {
  if (error instanceof BusinessError) return businessFailure(error.statusCode, error.message, error.data);
  if (error instanceof SessionRequiredError) return sessionFailure(error.message);
  request.log.error({ err: error, url: request.url }, 'call failed');
  return systemFailure();
}

/** What `produce` answers, or the answer for the error it threw. */
async function answered(
  request: FastifyRequest,
  produce: () => Promise<Envelope<unknown>>,
): Promise<Envelope<unknown>> {
  try {
    return await produce();
  } catch (error) {
    return answerError(error, request);
  }
}

export async function registerApi(app: FastifyInstance, { db, clock: baseClock, production, handlers }: ApiOptions) {
  const table = handlers as unknown as Record<string, AnyHandler | undefined>;
  // Every request is checked against its call's rules before its handler runs; a handler without rules would
  // see unchecked input, so that is a start-up error.
  for (const key of Object.keys(table)) {
    if (!Object.hasOwn(REQUEST_RULES, key)) throw new Error(`call key ${key} has a handler but no request rules`);
  }

  /** Server time for this request: the base clock plus the dev offset, read from the database each time. */
  const requestClock = async (): Promise<Clock> =>
    production ? baseClock : shiftedClock(baseClock, await readClockOffset(db));

  /** Dev fault injection happens first; true when the fault already answered. */
  const faulted = async (key: string, reply: FastifyReply): Promise<boolean> => {
    if (production) return false;
    const fault = await takeFault(db, key);
    return fault !== null && (await answerFault(fault, reply));
  };

  const lookupSession = async (request: FastifyRequest, clock: Clock) => {
    const header = request.headers[TOKEN_HEADER];
    return resolveSession(db, clock, typeof header === 'string' ? header.trim() : undefined);
  };

  /** Session of a protected endpoint, or the 06060010 answer to send instead. */
  const requireSession = async (request: FastifyRequest, clock: Clock, callKey: string) => {
    const found = await lookupSession(request, clock);
    if (!found.session) return { answer: sessionFailure(found.reason === 'expired' ? MSG.expired : MSG.login) };
    if (found.session.scope === 'passwordChange' && !PASSWORD_CHANGE_CALLS.has(callKey)) {
      return { answer: sessionFailure(MSG.changeFirst) };
    }
    return { session: found.session };
  };

  app.post<{ Params: { callKey: string }; Body: unknown }>(`${API_PREFIX}/:callKey`, async (request, reply) => {
    const { callKey } = request.params;
    const handler = Object.hasOwn(table, callKey) ? table[callKey] : undefined;
    if (!handler) return reply.code(404).send({ message: `unknown call ${callKey}` });
    try {
      if (await faulted(callKey, reply)) return reply;
      const clock = await requestClock();
      let session: Session | null;
      if (PUBLIC.has(callKey)) {
        session = (await lookupSession(request, clock)).session;
      } else {
        const checked = await requireSession(request, clock, callKey);
        if (checked.answer) return checked.answer;
        session = checked.session;
      }
      const body = request.body;
      const requestData =
        body !== INVALID_JSON && typeof body === 'object' && body !== null
          ? (body as { requestData?: unknown }).requestData
          : undefined;
      if (typeof requestData !== 'object' || requestData === null || Array.isArray(requestData)) {
        return businessFailure(Code.invalidInput, requestText.invalid);
      }
      // Handlers get only checked values: the first field that breaks its rule answers 04040001 with its message.
      const checked = checkRequest(callKey as CallKey, requestData as Record<string, unknown>);
      if (!checked.ok) return businessFailure(Code.invalidInput, checked.message);
      const run = () =>
        answered(request, async () => {
          const result = await handler(checked.value, { db, clock, session, ip: request.ip });
          return ok(result.data ?? null, result.msg);
        });
      const key = submissionKeyOf(request, callKey);
      if (key === 'invalid') return businessFailure(Code.invalidInput, SUBMISSION_KEY_MSG);
      return await asSubmission(db, clock, { key, session, callKey, body: checked.value }, run);
    } catch (error) {
      return answerError(error, request);
    }
  });

  // GET …/getPicByUuid?uuid=: pictures of the catalogue (banners, articles, products) as a data URL. A picture never
  // changes under its uuid, so a found one is cached for good and revalidated by its ETag; every other answer
  // (a bad or unknown uuid, an injected fault, a failure) is no-store, so a client never keeps an error.
  app.get<{ Querystring: { uuid?: unknown } }>(`${API_PREFIX}${PIC_BY_UUID_PATH}`, async (request, reply) => {
    reply.header('cache-control', PIC_NO_STORE);
    try {
      if (await faulted('getPicByUuid', reply)) return reply;
      const raw = request.query.uuid;
      // `?uuid=a&uuid=b` arrives as a list: not one picture.
      const uuid = typeof raw === 'string' ? raw.trim() : raw === undefined ? '' : null;
      if (uuid === '') return businessFailure(Code.invalidInput, PIC_MSG.required);
      if (uuid === null || !PIC_UUID_PATTERN.test(uuid)) return businessFailure(Code.invalidInput, PIC_MSG.invalid);
      const picture = await pictureOf(db, uuid);
      if (!picture) return businessFailure(Code.notFound, PIC_MSG.notFound);
      const { base64, etag } = picture;
      reply.header('cache-control', PIC_CACHE_FOREVER).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return ok({ base64 });
    } catch (error) {
      reply.header('cache-control', PIC_NO_STORE).removeHeader('etag');
      return answerError(error, request);
    }
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CRS_MAX_IMAGE_BYTES, files: CRS_MAX_IMAGES + 1, fields: 10, parts: CRS_MAX_IMAGES + 11 },
    });
    scope.post(`${API_PREFIX}${CRS_UPLOAD_PATH}`, async (request, reply) => {
      try {
        if (await faulted('uploadCrs', reply)) return reply;
        const clock = await requestClock();
        const checked = await requireSession(request, clock, 'uploadCrs');
        if (checked.answer) return checked.answer;
        const { session } = checked;
        const key = submissionKeyOf(request, 'uploadCrs');
        if (key === 'invalid') return businessFailure(Code.invalidInput, SUBMISSION_KEY_MSG);
        // The caps hold while the files arrive too; the repeats of one submission share its place (services/uploads).
        return await withUploadSlot(db, clock, session.userId, key, async () => {
          const files = await readCrsImages(request);
          const upload = () =>
            answered(request, async () => {
              const ids = await saveCrsImages(db, clock, session.userId, files);
              return ok({ count: ids.length, ids }, '上传成功');
            });
          // A repeated upload is known by its files: a retry with other pictures is a new submission.
          const body = files.map((file) => createHash('sha256').update(file).digest('hex'));
          return asSubmission(db, clock, { key, session, callKey: 'uploadCrs', body }, upload);
        });
      } catch (error) {
        return answerError(error, request);
      }
    });
  });
}

const UPLOAD_MSG = {
  type: crsText.imageType,
  size: crsText.imageSize,
  count: crsText.imageCount,
  none: crsText.attachmentRequired,
};

/** JPEG and PNG by declared type, file name and the file's own first bytes: a renamed file does not pass. */
function isAllowedImage(fileName: string, mime: string, data: Buffer): boolean {
  if (!(CRS_IMAGE_TYPES as readonly string[]).includes(mime)) return false;
  if (!/\.(jpe?g|png)$/i.test(fileName)) return false;
  return sniffImageType(data) === mime;
}

/**
 * Reads the crsImages files of a CRS upload, all or nothing: one bad file refuses the whole upload. The client's
 * file names are checked (spec 2 §5) and then dropped.
 */
async function readCrsImages(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BusinessError(Code.invalidInput, UPLOAD_MSG.none);
  const images: Array<{ fileName: string; mime: string; data: Buffer }> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'crsImages') images.push({ fileName: part.filename, mime: part.mimetype, data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BusinessError(Code.invalidInput, UPLOAD_MSG.size);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new BusinessError(Code.invalidInput, UPLOAD_MSG.count);
    throw new BusinessError(Code.invalidInput, UPLOAD_MSG.none);
  }
  if (images.length === 0) throw new BusinessError(Code.invalidInput, UPLOAD_MSG.none);
  if (images.length > CRS_MAX_IMAGES) throw new BusinessError(Code.invalidInput, UPLOAD_MSG.count);
  for (const image of images) {
    if (!isAllowedImage(image.fileName, image.mime, image.data))
      throw new BusinessError(Code.invalidInput, UPLOAD_MSG.type);
    if (image.data.length > CRS_MAX_IMAGE_BYTES) throw new BusinessError(Code.invalidInput, UPLOAD_MSG.size);
  }
  return images.map((image) => image.data);
}
