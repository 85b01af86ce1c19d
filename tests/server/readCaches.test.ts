/**
 * The read caches (server/services/readCache.ts) answer what the database holds, also when another server instance
 * changed it: instance A caches, instance B (its own Db object, so its own caches and nothing shared in memory with
 * A) writes, and A's next answer has the change. A learns of it only from the database: the version counters the
 * triggers keep (migrations 005 and 011), or on the embedded database the change notifications the same triggers
 * send. B caches too, and always reads the counters, as an instance on PostgreSQL does.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, DEV_PREFIX, TOKEN_HEADER } from '../../src/contract';
import { buildServer } from '../../server/app';
import type { AppDb } from '../../server/db';
import type { Queryable, QueryResult } from '../../server/db/types';
import { cachedRead, readCacheStats } from '../../server/services/readCache';
import { PHONES, startServer, type AnyEnvelope, type Harness } from './harness';

/**
 * Another instance's view of the same database: a distinct object, so the caches keyed by it are distinct, and it
 * reads the version counters from the database as an instance on PostgreSQL does (no in-process change counts).
 */
function otherInstanceDb(db: AppDb): AppDb {
  return {
    tableChanges: () => null,
    kind: db.kind,
    label: db.label,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    dumpDataDir: () => db.dumpDataDir(),
    close: async () => undefined,
  };
}

let a: Harness;
let b: FastifyInstance;
let bDb: AppDb;
let token: string;
beforeAll(async () => {
  a = await startServer({ housekeeping: false });
  bDb = otherInstanceDb(a.db);
  b = await buildServer({ db: bDb, housekeeping: false });
  token = (await a.login(PHONES.verified)).xtoken;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Calls through instance A and answers result.data (the test fails on any other answer). */
async function onA<T>(key: string, requestData: unknown): Promise<T> {
  const envelope: AnyEnvelope = await a.call(key, requestData, token);
  expect(envelope.result.statusCode, envelope.result.msg).toBe(Code.ok);
  return envelope.result.data as T;
}

/** Calls A twice: the second answer must come from the cache (a hit, no build), so a stale answer is possible. */
async function cachedOnA<T>(key: string, requestData: unknown): Promise<T> {
  await onA(key, requestData);
  const before = { ...readCacheStats(a.db) };
  const answer = await onA<T>(key, requestData);
  expect(readCacheStats(a.db)).toEqual({ hits: before.hits + 1, builds: before.builds });
  return answer;
}

/** What the back office does through instance B: plain SQL on B's connection, nothing said to A. */
const writeOnB = (sql: string, params: unknown[] = []) => bDb.query(sql, params);

describe('read caches across instances', () => {
  it('banners: a banner B changes is answered changed by A', async () => {
    const req = { pageType: 2, bannerType: 10, productTerminal: 2 };
    const banners = await cachedOnA<Array<{ id: number; linkAddr: string }>>('queryBanner', req);
    expect(banners.length).toBeGreaterThan(0);
    await writeOnB('UPDATE banners SET link_addr = $2 WHERE id = $1', [banners[0]!.id, '/phone/changedByB']);
    const after = await onA<Array<{ id: number; linkAddr: string }>>('queryBanner', req);
    expect(after.find((x) => x.id === banners[0]!.id)?.linkAddr).toBe('/phone/changedByB');
  });

  it('article lists: an article B publishes is listed by A', async () => {
    const req = { pageNum: 1, pageSize: 10, articleCategory: [4] };
    const before = await cachedOnA<{ list: Array<{ title: string }> }>('getArticleList', req);
    // Published through instance B's own dev endpoint, as the back office would.
    const res = await b.inject({
      method: 'POST',
      url: `${DEV_PREFIX}/articles`,
      payload: { title: '实例B发布', content: '<p>正文</p>' },
    });
    expect(res.statusCode).toBe(200);
    const after = await onA<{ list: Array<{ title: string }> }>('getArticleList', req);
    expect(after.list.map((x) => x.title)).toContain('实例B发布');
    expect(after.list.length).toBe(Math.min(before.list.length + 1, 10));
  });

  it('article lists: a picture B replaces shows in the list A answers', async () => {
    const req = { pageNum: 1, pageSize: 10, articleCategory: [3] };
    const list = await cachedOnA<{ list: Array<{ id: number; imageBase: string }> }>('getArticleList', req);
    const withPicture = list.list.find((x) => x.imageBase !== '')!;
    const { rows } = await a.db.query<{ image_uuid: string }>('SELECT image_uuid FROM articles WHERE id = $1', [
      withPicture.id,
    ]);
    await writeOnB('UPDATE images SET base64 = $2 WHERE uuid = $1', [rows[0]!.image_uuid, 'QkI=']);
    const after = await onA<{ list: Array<{ id: number; imageBase: string }> }>('getArticleList', req);
    expect(after.list.find((x) => x.id === withPicture.id)?.imageBase).toMatch(/;base64,QkI=$/);
  });

  it('pictures: getPicByUuid answers the picture B replaced, with a new ETag', async () => {
    const { rows } = await a.db.query<{ uuid: string }>('SELECT image_uuid AS uuid FROM banners ORDER BY id LIMIT 1');
    const url = `/services/trustAppApi/getPicByUuid?uuid=${rows[0]!.uuid}`;
    await a.get(url);
    const first = await a.get(url);
    await writeOnB('UPDATE images SET base64 = $2 WHERE uuid = $1', [rows[0]!.uuid, 'QUJD']);
    const second = await a.get(url);
    expect(second.json().result.data.base64).toMatch(/;base64,QUJD$/);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    // The ETag the client holds from before no longer matches: the new picture is sent, not a 304.
    const revalidated = await a.get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
  });

  it('areas: a county B renames is answered renamed by A', async () => {
    const counties = await cachedOnA<Array<{ code: string; name: string }>>('selectArea', { code: '130400' });
    await writeOnB('UPDATE areas SET name = $2 WHERE code = $1', [counties[0]!.code, '改名县']);
    const after = await onA<Array<{ code: string; name: string }>>('selectArea', { code: '130400' });
    expect(after.find((x) => x.code === counties[0]!.code)?.name).toBe('改名县');
  });

  it('products: a product B renames is answered renamed in A’s list', async () => {
    const req = { pageNo: 1, pageSize: 10 };
    const list = await cachedOnA<Array<{ trustCode: string; projectShortName: string }>>('productList', req);
    await writeOnB('UPDATE products SET project_short_name = $2 WHERE trust_code = $1', [
      list[0]!.trustCode,
      '实例B改名',
    ]);
    const after = await onA<Array<{ trustCode: string; projectShortName: string }>>('productList', req);
    expect(after[0]).toMatchObject({ trustCode: list[0]!.trustCode, projectShortName: '实例B改名' });
  });

  it('net values: a product B removes is no longer answered from A’s cache', async () => {
    const { rows } = await a.db.query<{ trust_code: string }>(
      'SELECT trust_code FROM net_values GROUP BY trust_code ORDER BY trust_code LIMIT 1',
    );
    const trustCode = rows[0]!.trust_code;
    const req = { trust_code: trustCode, type: '1' };
    expect((await cachedOnA<unknown[]>('queryproductnetvalue', req)).length).toBeGreaterThan(0);
    await writeOnB('DELETE FROM net_values WHERE trust_code = $1', [trustCode]);
    expect(await onA<unknown[]>('queryproductnetvalue', req)).toEqual([]);
  });

  it('keeps the caches of the two instances apart: B builds its own', async () => {
    const req = { pageType: 2, bannerType: 11, productTerminal: 2 };
    await cachedOnA('queryBanner', req);
    const res = await b.inject({
      method: 'POST',
      url: '/services/trustAppApi/queryBanner',
      payload: { requestData: req },
      headers: { [TOKEN_HEADER]: token },
    });
    expect(res.json().result.statusCode).toBe(Code.ok);
    expect(readCacheStats(bDb)).toEqual({ hits: 0, builds: 1 });
  });
});

describe('version reads', () => {
  /** A database whose version query answers when the test says so, counting the queries sent. */
  function controlledDb() {
    let version = 1;
    const pending: Array<() => void> = [];
    const db: Queryable & { sent: number; setVersion(v: number): void; answer(): void } = {
      sent: 0,
      setVersion: (v) => (version = v),
      answer: () => pending.shift()?.(),
      query: <T>() => {
        db.sent++;
        // The version as it is when the query is sent; the test decides when the answer arrives.
        const row = { version: `products=${version}` } as T;
        return new Promise<QueryResult<T>>((resolve) => pending.push(() => resolve({ rows: [row], affectedRows: 1 })));
      },
    };
    return db;
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shares one version read and one build among the requests that came before it was sent', async () => {
    const db = controlledDb();
    let builds = 0;
    const build = async () => ++builds;
    const reads = [1, 2, 3, 4, 5].map(() => cachedRead(db, 'products', 'k', build));
    await flush();
    expect(db.sent).toBe(1);
    db.answer();
    expect(await Promise.all(reads)).toEqual([1, 1, 1, 1, 1]);
    expect(db.sent).toBe(1);
  });

  it('never gives a request a version read sent before it arrived', async () => {
    const db = controlledDb();
    let builds = 0;
    const build = async () => ++builds;
    const first = cachedRead(db, 'products', 'k', build);
    await flush(); // the first read is sent
    db.setVersion(2); // a change commits while it is in flight
    const second = cachedRead(db, 'products', 'k', build);
    await flush();
    db.answer(); // answers the first read, sent before the change…
    expect(await first).toBe(1);
    await flush();
    expect(db.sent).toBe(2); // …the second request waits for a read of its own
    db.answer();
    expect(await second).toBe(2); // it saw the change: rebuilt, not the first's entry
  });
});
