import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  API_PREFIX,
  CRS_IMAGE_TYPES,
  CRS_MAX_IMAGE_BYTES,
  CRS_MAX_IMAGES,
  CRS_UPLOAD_PATH,
  Code,
  PIC_BY_UUID_PATH,
  PUBLIC_CALLS,
  REQUEST_RULES,
  TOKEN_HEADER,
  checkRequest,
  crsText,
  requestText,
  type CallKey,
} from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { CallContext, Handlers, Session } from '../core/calls';
import type { Clock } from '../core/clock';
import { SessionRequiredError } from '../core/errors';
import type { Db } from '../db/types';
import { readClockOffset, shiftedClock } from '../services/clock';
import { sniffImageType } from '../services/images';
import { resolveSession } from '../services/sessions';
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
      const result = await handler(checked.value, { db, clock, session, ip: request.ip });
      return ok(result.data ?? null, result.msg);
    } catch (error) {
      return answerError(error, request);
    }
  });

  // GET …/getPicByUuid?uuid=: pictures of the catalogue (banners, articles, products) as a data URL.
  app.get<{ Querystring: { uuid?: string } }>(`${API_PREFIX}${PIC_BY_UUID_PATH}`, async (request, reply) => {
    try {
      if (await faulted('getPicByUuid', reply)) return reply;
      const uuid = typeof request.query.uuid === 'string' ? request.query.uuid.trim() : '';
      if (!uuid || uuid.length > 100) return businessFailure(Code.invalidInput, requestText.invalid);
      const r = await db.query<{ mime: string; base64: string }>('SELECT mime, base64 FROM images WHERE uuid = $1', [
        uuid,
      ]);
      const image = r.rows[0];
      if (!image) return businessFailure(Code.notFound, '图片不存在');
      const base64 = image.base64.startsWith('data:') ? image.base64 : `data:${image.mime};base64,${image.base64}`;
      return ok({ base64 });
    } catch (error) {
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
        const images = await readCrsImages(request);
        const ids = await db.transaction(async (tx) => {
          const saved: number[] = [];
          for (const image of images) {
            const r = await tx.query<{ id: number }>(
              // The images belong to the declaration they follow (spec 2 §4: data, then images).
              `INSERT INTO crs_images (user_id, file_name, mime, size_bytes, data, created_at, declaration_id)
               VALUES ($1, $2, $3, $4, $5, $6, (SELECT max(id) FROM crs_declarations WHERE user_id = $1))
               RETURNING id`,
              [
                checked.session.userId,
                image.fileName,
                image.mime,
                image.data.length,
                new Uint8Array(image.data),
                clock.now(),
              ],
            );
            saved.push(r.rows[0]!.id);
          }
          return saved;
        });
        return ok({ count: ids.length, ids }, '上传成功');
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

/** Reads the crsImages files of a CRS upload, all or nothing: one bad file refuses the whole upload. */
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
  return images;
}
