import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
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
  LARGEST_CALL_BODY,
  REQUEST_TIMEOUT_MS,
  PIC_BY_UUID_PATH,
  PUBLIC_CALLS,
  REQUEST_RULES,
  SUBMISSION_CALLS,
  TOKEN_HEADER,
  bodyLimitOf,
  checkRequest,
  listAsOf,
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
  /** BODY_DEADLINE unless a test shortens it. */
  bodyDeadline?: typeof BODY_DEADLINE;
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

/** Refused as HTTP 413, which the error handler answers as 请求内容过大 in the envelope (app.ts). */
const tooLarge = () => Object.assign(new Error("body over its call's limit"), { statusCode: 413 });
/** Refused as HTTP 408: a call's body did not arrive in time (bodyDeadlineMs); answered as 请求超时，请重试. */
const tooSlow = () => Object.assign(new Error('body not received in time'), { statusCode: 408 });

/**
 * How long a body of up to `bytes` may take to arrive once its headers have: BODY_DEADLINE.baseMs, plus the time it
 * takes at BODY_DEADLINE.minBytesPerSecond (a slow mobile uplink), never more than the client waits for an answer. A
 * client that trickles a byte every few seconds to hold a connection is cut off: a call's few KB within seconds, the
 * avatar within minutes.
 */
export const BODY_DEADLINE = { baseMs: 10_000, minBytesPerSecond: 16 * 1024 };
export function bodyDeadlineMs(bytes: number, deadline = BODY_DEADLINE): number {
  return Math.min(REQUEST_TIMEOUT_MS, deadline.baseMs + Math.ceil((bytes / deadline.minBytesPerSecond) * 1000));
}

/**
 * For an answer given before the request's body was read: over HTTP/1.1 the connection closes after it, so the rest
 * of the body is never read (Fastify does the same when a body fails to parse); HTTP/2 ends the stream alone.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
}

/**
 * The body as it arrives, stopped with a 413 where it passes `limit`: at once when its declared length is over, else
 * at the chunk that goes past it (a body sent in chunks has no declared length); and with a 408 when it is still
 * arriving after `deadlineMs`. The deadline ends with the answer (`answered`), whether the body was read or not (a
 * refused content type is answered without reading it), and the stream's errors always have a listener: an error
 * nobody listens to would stop the process.
 */
function limitedBody(
  payload: Readable,
  declared: string | undefined,
  limit: number,
  deadlineMs: number,
  answered: (done: () => void) => void,
): Readable {
  if (Number(declared) > limit) throw tooLarge();
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
  limited.on('error', () => {}); // Fastify listens while it reads the body; after that there is nobody to tell
  const timer = setTimeout(() => limited.destroy(tooSlow()), deadlineMs);
  answered(() => clearTimeout(timer));
  payload.on('error', (error) => limited.destroy(error));
  return payload.pipe(limited);
}

/** What a call's request is settled with before its body is read (the call route's onRequest hook). */
interface CallStart {
  clock: Clock;
  session: Session | null;
}

export async function registerApi(
  app: FastifyInstance,
  { db, clock: baseClock, production, handlers, bodyDeadline = BODY_DEADLINE }: ApiOptions,
) {
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

  const started = new WeakMap<FastifyRequest, CallStart>();
  type CallRequest = FastifyRequest<{ Params: { callKey: string } }>;

  /**
   * Everything that needs no body is settled before a byte of it is read: an unknown call, an injected fault, a
   * session the call needs and the request lacks. A request refused here costs no parsing, whatever it sends.
   */
  const startCall = async (request: CallRequest, reply: FastifyReply) => {
    const { callKey } = request.params;
    closeAfterAnswer(request, reply);
    if (!Object.hasOwn(table, callKey)) return reply.code(404).send({ message: `unknown call ${callKey}` });
    try {
      if (await faulted(callKey, reply)) return reply;
      const clock = await requestClock();
      if (PUBLIC.has(callKey)) {
        started.set(request, { clock, session: (await lookupSession(request, clock)).session });
        reply.removeHeader('connection');
        return;
      }
      const checked = await requireSession(request, clock, callKey);
      if (checked.answer) return reply.send(checked.answer);
      started.set(request, { clock, session: checked.session });
      // The call goes on: its body will be read, and the connection can carry the next request.
      reply.removeHeader('connection');
    } catch (error) {
      return reply.send(answerError(error, request));
    }
  };

  app.post<{ Params: { callKey: string }; Body: unknown }>(
    `${API_PREFIX}/:callKey`,
    {
      bodyLimit: LARGEST_CALL_BODY,
      onRequest: startCall,
      // Each call reads no more than its own limit (its declaration's `bodyLimit`): a few KB but for the avatar.
      preParsing: async (request, reply, payload) => {
        const limit = bodyLimitOf(request.params.callKey as CallKey);
        if (Number(request.headers['content-length']) > limit) closeAfterAnswer(request, reply);
        const deadline = bodyDeadlineMs(limit, bodyDeadline);
        return limitedBody(payload, request.headers['content-length'], limit, deadline, (done) =>
          reply.raw.once('close', done),
        );
      },
    },
    async (request) => {
      const { callKey } = request.params;
      const handler = table[callKey]!;
      const { clock, session } = started.get(request)!;
      try {
        const body = request.body;
        const sent =
          body !== INVALID_JSON && typeof body === 'object' && body !== null
            ? (body as { requestData?: unknown }).requestData
            : undefined;
        const listAs = listAsOf(callKey as CallKey);
        const requestData = listAs && Array.isArray(sent) ? { [listAs]: sent } : sent;
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
    },
  );

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
      // Until its files have been read, an answer leaves the rest of the body unread (closeAfterAnswer).
      closeAfterAnswer(request, reply);
      try {
        if (await faulted('uploadCrs', reply)) return reply;
        const clock = await requestClock();
        const checked = await requireSession(request, clock, 'uploadCrs');
        if (checked.answer) return checked.answer;
        const { session } = checked;
        const key = submissionKeyOf(request, 'uploadCrs');
        if (key === 'invalid') return businessFailure(Code.invalidInput, SUBMISSION_KEY_MSG);
        // The caps hold while the files arrive too, and count every request before its files are read.
        return await withUploadSlot(db, clock, session.userId, async () => {
          // The deadline of the body it declares (the browser always does), or of the largest upload.
          const declared = Number(request.headers['content-length']);
          const bytes = declared > 0 ? Math.min(declared, CRS_UPLOAD_BYTES) : CRS_UPLOAD_BYTES;
          const files = await readCrsImages(request, bodyDeadlineMs(bytes, bodyDeadline));
          reply.removeHeader('connection');
          const upload = () =>
            answered(request, async () => {
              const ids = await saveCrsImages(db, clock, session.userId, files);
              return ok({ count: ids.length, ids }, '上传成功');
            });
          // A repeated upload is known by its files: other pictures under the same key are refused.
          const body = files.map((file) => createHash('sha256').update(file).digest('hex'));
          return asSubmission(db, clock, { key, session, callKey: 'uploadCrs', body }, upload);
        });
      } catch (error) {
        return answerError(error, request);
      }
    });
  });
}

/** The most a CRS upload can carry: its images at their largest. */
const CRS_UPLOAD_BYTES = CRS_MAX_IMAGES * CRS_MAX_IMAGE_BYTES;

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
async function readCrsImages(request: FastifyRequest, deadlineMs: number) {
  if (!request.isMultipart()) throw new BusinessError(Code.invalidInput, UPLOAD_MSG.none);
  const images: Array<{ fileName: string; mime: string; data: Buffer }> = [];
  // Files still arriving at the deadline: the connection goes (the client's retry sends the same submission). No
  // error is given to destroy: an 'error' event nobody listens to would stop the process.
  const timer = setTimeout(() => request.raw.destroy(), deadlineMs);
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
  } finally {
    clearTimeout(timer);
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
