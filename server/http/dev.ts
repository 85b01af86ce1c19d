import type { FastifyInstance } from 'fastify';
import { DEV_PREFIX } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Db } from '../db/types';
import { peekCaptcha } from '../services/captcha';
import { readClockOffset, shiftedClock, writeClockOffset } from '../services/clock';
import { CUSTOMER_EVENTS, recordCustomerEvent, type CustomerEvent } from '../services/customerEvents';
import { pointsBalance, spendPoints } from '../services/points';
import { listSmsOutbox } from '../services/sms';
import { seedAccounts } from '../seed/accounts';
import { seedPoints } from '../seed/points';
import { restoreDemoAssessments, restoreDemoMessages, restoreDemoSignUps } from '../seed/catalogue/messages';
import { addFault } from './faults';
import type { FaultInput } from './faults';

/**
 * Dev-only helpers (never registered in production): read the SMS outbox and the current captcha text,
 * shift the server clock, inject faults, reset the short-lived state. Plain JSON, not the call envelope.
 */
export function registerDevRoutes(app: FastifyInstance, { db, clock: baseClock }: { db: Db; clock: Clock }): void {
  const nowWith = (offsetMs: number) => new Date(baseClock.now().getTime() + offsetMs).toISOString();
  const bodyOf = (body: unknown): Record<string, unknown> =>
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

  app.get<{ Querystring: { phoneNum?: string } }>(`${DEV_PREFIX}/sms`, async (request, reply) => {
    const phone = request.query.phoneNum?.trim();
    if (!phone) return reply.code(400).send({ error: 'phoneNum is required' });
    return { phoneNum: phone, messages: await listSmsOutbox(db, phone) };
  });

  app.get<{ Querystring: { phoneNum?: string; imageCodeType?: string } }>(
    `${DEV_PREFIX}/captcha`,
    async (request, reply) => {
      const phone = request.query.phoneNum?.trim();
      const type = Number(request.query.imageCodeType ?? '1');
      if (!phone || ![0, 1, 2].includes(type))
        return reply.code(400).send({ error: 'phoneNum and imageCodeType (0, 1, 2) are required' });
      const captcha = await peekCaptcha(db, phone, type);
      if (!captcha) return reply.code(404).send({ error: 'no captcha for this phone and type' });
      return { phoneNum: phone, imageCodeType: type, ...captcha, expiresAt: captcha.expiresAt.toISOString() };
    },
  );

  app.get(`${DEV_PREFIX}/clock`, async () => {
    const offsetMs = await readClockOffset(db);
    return { offsetMs, now: nowWith(offsetMs) };
  });

  app.post(`${DEV_PREFIX}/clock`, async (request, reply) => {
    const body = bodyOf(request.body);
    const current = await readClockOffset(db);
    let offsetMs: number;
    if (typeof body.offsetMs === 'number' && Number.isFinite(body.offsetMs)) offsetMs = body.offsetMs;
    else if (typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs)) offsetMs = current + body.advanceMs;
    else return reply.code(400).send({ error: 'send { offsetMs } or { advanceMs } in milliseconds' });
    await writeClockOffset(db, offsetMs);
    return { offsetMs: Math.trunc(offsetMs), now: nowWith(Math.trunc(offsetMs)) };
  });

  app.get(`${DEV_PREFIX}/faults`, async () => {
    const r = await db.query('SELECT * FROM faults ORDER BY id');
    return { faults: r.rows };
  });

  app.post(`${DEV_PREFIX}/faults`, async (request, reply) => {
    const b = bodyOf(request.body);
    const int = (v: unknown, min: number, max: number) =>
      v === undefined || v === null
        ? undefined
        : Number.isInteger(v) && (v as number) >= min && (v as number) <= max
          ? (v as number)
          : NaN;
    const fault: FaultInput = {
      callKey: typeof b.callKey === 'string' ? b.callKey.trim() : '',
      latencyMs: int(b.latencyMs, 0, 120_000),
      httpStatus: int(b.httpStatus, 400, 599),
      malformed: b.malformed === true,
      businessCode: typeof b.businessCode === 'string' && /^\d{8}$/.test(b.businessCode) ? b.businessCode : undefined,
      msg: typeof b.msg === 'string' ? b.msg.slice(0, 200) : undefined,
      times: int(b.times, 1, 1_000_000),
    };
    const invalid =
      !fault.callKey ||
      [fault.latencyMs, fault.httpStatus, fault.times].some((v) => Number.isNaN(v)) ||
      (b.businessCode !== undefined && fault.businessCode === undefined);
    if (invalid) {
      return reply.code(400).send({
        error:
          'send { callKey, latencyMs? (0-120000), httpStatus? (400-599), malformed?, businessCode? (8 digits), msg?, times? }',
      });
    }
    const id = await addFault(db, baseClock, fault);
    return { id, ...fault };
  });

  app.delete(`${DEV_PREFIX}/faults`, async () => {
    const r = await db.query('DELETE FROM faults');
    return { cleared: r.affectedRows };
  });

  /**
   * Publishes an article as the back office would (the browser tests' hostile HTML goes through the real detail
   * call this way). Category 4 by default: one no list shows.
   */
  app.post(`${DEV_PREFIX}/articles`, async (request, reply) => {
    const { title, content, articleCategory = 4 } = bodyOf(request.body);
    if (typeof title !== 'string' || typeof content !== 'string' || !Number.isInteger(articleCategory))
      return reply.code(400).send({ error: 'title and content (strings) are required' });
    const r = await db.query<{ id: number }>(
      `INSERT INTO articles (title, content, publish_time, author, status, category, article_category, video_type,
         file_uuid, url, display_terminal, display_area, area_type)
       VALUES ($1, $2, $3, '测试', 1, 3, $4, 0, '', '', 0, 0, 'GENERAL') RETURNING id`,
      [title, content, baseClock.now(), articleCategory],
    );
    return { id: r.rows[0]!.id };
  });

  /**
   * What customers complete outside this client (services/customerEvents.ts), recorded at business time (the dev
   * clock) and paid through the points service: { phoneNum, event: certify | qualified | firstSubscribe |
   * serviceTrust, realName? }. And a points-mall redemption (the mall is native): { phoneNum, event: 'redeem',
   * points, detailName? }. 409 with the business message when refused (not verified, not enough points).
   */
  app.post(`${DEV_PREFIX}/events`, async (request, reply) => {
    const b = bodyOf(request.body);
    const event = typeof b.event === 'string' ? b.event : '';
    const phone = typeof b.phoneNum === 'string' ? b.phoneNum.trim() : '';
    const isCustomerEvent = (CUSTOMER_EVENTS as readonly string[]).includes(event);
    const points = b.points;
    if (!phone || !(isCustomerEvent || event === 'redeem'))
      return reply.code(400).send({ error: `send { phoneNum, event: ${[...CUSTOMER_EVENTS, 'redeem'].join(' | ')} }` });
    if (event === 'redeem' && !(Number.isSafeInteger(points) && (points as number) > 0 && (points as number) <= 1e9))
      return reply.code(400).send({ error: 'redeem needs points, a positive whole number' });
    const user = await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
    const userId = user.rows[0]?.id;
    if (userId === undefined) return reply.code(404).send({ error: 'no user with this phoneNum' });
    const clock = shiftedClock(baseClock, await readClockOffset(db));
    const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 30) : '');
    try {
      let answer: { recorded: boolean; paid: Array<{ phoneNum?: string; detailName: string; points: number }> };
      if (event === 'redeem') {
        await spendPoints(db, clock, userId, points as number, text(b.detailName) || undefined);
        answer = { recorded: true, paid: [] };
      } else {
        const outcome = await recordCustomerEvent(db, clock, userId, event as CustomerEvent, text(b.realName));
        const ids = outcome.paid.map((p) => p.userId);
        const phones = await db.query<{ id: number; phone: string }>(
          'SELECT id, phone FROM users WHERE id = ANY($1::int[])',
          [ids],
        );
        const phoneOf = new Map(phones.rows.map((r) => [r.id, r.phone]));
        const paid = outcome.paid.map(({ userId: id, ...p }) => ({ phoneNum: phoneOf.get(id), ...p }));
        answer = { recorded: outcome.recorded, paid };
      }
      return { phoneNum: phone, event, ...answer, totalPointsNum: await pointsBalance(db, clock, userId) };
    } catch (error) {
      if (error instanceof BusinessError)
        return reply.code(409).send({ error: error.message, statusCode: error.statusCode });
      throw error;
    }
  });

  /**
   * Clears the short-lived state and the demo accounts' own activity sign-ups; `{ "reseed": true }` also restores the demo accounts, their points, messages and
   * complaints, to their seeded state.
   */
  app.post(`${DEV_PREFIX}/reset`, async (request) => {
    const reseed = bodyOf(request.body).reseed === true;
    await db.transaction(async (tx) => {
      await tx.query('TRUNCATE sessions, captchas, sms_codes, rate_counters, login_failures, faults, submissions');
      await tx.query(`DELETE FROM app_meta WHERE key = 'clock_offset_ms'`);
      await restoreDemoSignUps(tx);
      if (reseed) {
        await seedAccounts(db, baseClock);
        await seedPoints(db, baseClock);
        await restoreDemoMessages(tx);
        await restoreDemoAssessments(tx);
      }
    });
    return { reset: true, reseeded: reseed };
  });
}
