import type { Queryable } from '../../db/types';
import { RISK_SURVEY_ID } from '../data/reference';
import type { SeededArticle } from './content';
import type { SeededProduct } from './products';
import { addDays, chinaDay, daysBefore, insertRows, isoDay, type Random } from './util';

/** Demo users created by the accounts seed, which runs first (verified, unverified, 65+). */
export const DEMO_PHONES = ['13800000001', '13800000002', '13800000065'] as const;

interface Notice {
  title: string;
  content: string;
  entity: string;
  daysAgo: number;
}

function notices(products: SeededProduct[], activity: SeededArticle | undefined): Notice[] {
  const established = products.find((p) => p.status === 3) ?? products[0]!;
  const paying = products.find((p) => p.status === 3 && p.fundProperty === '0' && p !== established) ?? established;
  const list: Notice[] = [
    {
      title: `${established.shortName}募集结束公告`,
      content: `${established.shortName}集合资金信托计划已于近日募集结束，感谢您的关注与支持。`,
      entity: established.trustCode,
      daysAgo: 58,
    },
    {
      title: `${established.shortName}成立公告`,
      content: `${established.shortName}集合资金信托计划已正式成立，信托财产已划入托管账户，请登录APP查看持仓。`,
      entity: established.trustCode,
      daysAgo: 55,
    },
    {
      title: `${paying.shortName}收益分配公告`,
      content: `${paying.shortName}集合资金信托计划本期信托收益已分配至您的收益账户，请注意查收。`,
      entity: paying.trustCode,
      daysAgo: 30,
    },
    {
      title: '系统升级维护通知',
      content: '为提升服务质量，系统将于本周六22:00至次日06:00进行升级维护，期间APP部分功能暂停使用，敬请谅解。',
      entity: 'SYS-UPGRADE',
      daysAgo: 20,
    },
    {
      title: '积分到账提醒',
      content: '您完成每日签到获得的100积分已到账，积分自获得之日起一年内有效。',
      entity: 'POINTS',
      daysAgo: 9,
    },
    {
      // Not "expires in 30 days": the demo investors' assessments are months from their expiry, which 我的 shows.
      title: '风险测评有效期提醒',
      content: '风险测评结果自测评之日起一年内有效，到期前30天将提醒您重新测评；到期后需重新测评方可购买产品。',
      entity: 'RISK',
      daysAgo: 3,
    },
  ];
  if (activity) {
    list.push({
      title: '活动报名成功',
      content: `您已成功报名活动：${activity.title}。活动详情将另行短信通知。`,
      entity: `ACT-${activity.id}`,
      daysAgo: 1,
    });
  }
  return list;
}

const OPINIONS: ReadonlyArray<{ type: '0' | '1'; text: string; replies: readonly string[]; daysAgo: number }> = [
  {
    type: '1',
    text: '建议APP增加产品净值变动提醒功能。',
    replies: ['感谢您的建议，我们已将该需求提交产品团队评估，后续版本将陆续优化。'],
    daysAgo: 40,
  },
  {
    type: '0',
    text: '收益分配到账时间比公告晚了一天，希望给个说明。',
    replies: [
      '您好，经核实本期收益因节假日顺延一个工作日划付，给您带来不便深表歉意。',
      '相关划付已于次日完成，如仍有疑问请联系您的专属财富顾问。',
    ],
    daysAgo: 12,
  },
];

/**
 * Which rows of the demo users the demo seed wrote (and whether a message was read then), so that a dev reset can
 * put them back as seeded and drop what tests and visitors added since. A table of the demo data, made where the
 * demo data is seeded: not of the schema's migrations, so a database without demo data has none of it (migration
 * 017 moved the marks here from columns of the product's tables).
 */
const SEED_MARKS = `CREATE TABLE IF NOT EXISTS demo_seed_rows (
  kind   text NOT NULL,   -- the table: messages, opinions, activity_signups, risk_results
  row_id integer NOT NULL,
  read   boolean,         -- messages: is_read as seeded
  PRIMARY KEY (kind, row_id)
)`;
const MARKED = ['messages', 'opinions', 'activity_signups', 'risk_results'] as const;
const DEMO_USERS = `SELECT id FROM users WHERE phone = ANY($1::text[])`;
const seeded = (kind: (typeof MARKED)[number]) => `SELECT row_id FROM demo_seed_rows WHERE kind = '${kind}'`;

/** Marks every row the demo users have now as the seed's: run once, when the demo data has been written. */
async function markSeed(q: Queryable): Promise<void> {
  await q.query(SEED_MARKS);
  for (const kind of MARKED)
    await q.query(
      `INSERT INTO demo_seed_rows (kind, row_id, read)
       SELECT '${kind}', id, ${kind === 'messages' ? 'is_read' : 'NULL'} FROM ${kind} WHERE user_id IN (${DEMO_USERS})
       ON CONFLICT DO NOTHING`,
      [[...DEMO_PHONES]],
    );
}

/** Deletes the demo users' rows of a table that the seed did not write. */
async function dropUnseeded(q: Queryable, kind: (typeof MARKED)[number]): Promise<void> {
  await q.query(SEED_MARKS);
  await q.query(`DELETE FROM ${kind} WHERE user_id IN (${DEMO_USERS}) AND id NOT IN (${seeded(kind)})`, [
    [...DEMO_PHONES],
  ]);
}

/**
 * The demo users' messages and complaints as seeded (a dev reset with reseed): what was added since goes, and
 * what was read since is unread again.
 */
export async function restoreDemoMessages(q: Queryable): Promise<void> {
  await dropUnseeded(q, 'opinions');
  await dropUnseeded(q, 'messages');
  await q.query(
    `UPDATE messages m SET is_read = d.read FROM demo_seed_rows d
     WHERE d.kind = 'messages' AND d.row_id = m.id AND m.user_id IN (${DEMO_USERS})`,
    [[...DEMO_PHONES]],
  );
}

/**
 * The demo users' own activity sign-ups go (the seeded one stays), so every open demo activity can be signed up for
 * again: on every dev reset, since the browser tests sign up for real.
 */
export async function restoreDemoSignUps(q: Queryable): Promise<void> {
  await dropUnseeded(q, 'activity_signups');
}

/**
 * The demo users' risk assessments, reasons, pledges and CRS declarations (with their images) as seeded. Only the
 * dev reset does this: the calls never delete any of them (they are evidence), but demo accounts must be able to
 * start over.
 */
export async function restoreDemoAssessments(q: Queryable): Promise<void> {
  await dropUnseeded(q, 'risk_results');
  for (const table of ['risk_reasons', 'investor_pledges', 'crs_declarations'])
    await q.query(`DELETE FROM ${table} WHERE user_id IN (${DEMO_USERS})`, [[...DEMO_PHONES]]);
}

/** Messages, complaints with replies, an activity sign-up and a risk result for whichever demo users exist. */
export async function seedMessages(
  q: Queryable,
  now: Date,
  products: SeededProduct[],
  articles: SeededArticle[],
  rng: Random,
): Promise<number> {
  const users = await q.query<{ id: number; phone: string; real_name: string; manager: string | null }>(
    `SELECT u.id, u.phone, u.real_name, a.name AS manager FROM users u LEFT JOIN advisers a ON a.id = u.adviser_id
     WHERE u.phone = ANY($1::text[]) ORDER BY u.id`,
    [[...DEMO_PHONES]],
  );
  const openActivity = articles.find((a) => a.signUpOpen === true);
  let count = 0;
  for (const user of users.rows) {
    const messageRows: unknown[][] = [];
    const withActivity = user.phone === DEMO_PHONES[0] ? openActivity : undefined;
    for (const n of notices(products, withActivity)) {
      // The three most recent stay unread so the red dot shows.
      messageRows.push([
        user.id,
        n.title,
        n.content,
        daysBefore(now, n.daysAgo + rng.range(0, 0.5)),
        n.daysAgo > 5,
        1,
        n.entity,
      ]);
    }
    for (const o of OPINIONS) {
      const created = daysBefore(now, o.daysAgo);
      const inserted = await q.query<{ id: number }>(
        `INSERT INTO opinions (user_id, type, source, opinion, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [user.id, o.type, '1', o.text, created],
      );
      const opinionId = inserted.rows[0]!.id;
      const replies = o.replies.map((text, i) => [opinionId, text, daysBefore(now, o.daysAgo - 1 - i)]);
      await insertRows(q, 'opinion_replies', ['opinion_id', 'content', 'replied_at'], replies);
      messageRows.push([
        user.id,
        o.type === '0' ? '您的投诉已回复' : '您的建议已回复',
        o.replies[o.replies.length - 1],
        daysBefore(now, o.daysAgo - o.replies.length),
        o.daysAgo > 20,
        0,
        String(opinionId),
      ]);
    }
    await insertRows(
      q,
      'messages',
      ['user_id', 'title', 'content', 'push_time', 'is_read', 'is_msg', 'entity_id'],
      messageRows,
    );
    count += messageRows.length;
    if (withActivity) {
      await insertRows(
        q,
        'activity_signups',
        [
          'article_id',
          'user_id',
          'apply_name',
          'customer_manager',
          'apply_phone_number',
          'accompany_number',
          'area_code',
          'notes',
          'created_at',
        ],
        [
          [
            withActivity.id,
            user.id,
            user.real_name || '张伟',
            user.manager ?? '',
            user.phone,
            1,
            '1',
            '携家属一人',
            daysBefore(now, 1),
          ],
        ],
      );
    }
    // The verified demo user has a valid balanced (03) assessment, so products up to R3 show as suitable.
    if (user.phone === DEMO_PHONES[0]) {
      const taken = addDays(chinaDay(now), -100);
      await insertRows(
        q,
        'risk_results',
        ['user_id', 'survey_id', 'answer_content', 'score', 'risk_level', 'input_date', 'end_date', 'created_at'],
        [
          [
            user.id,
            RISK_SURVEY_ID,
            '1:B:31-50岁|2:C:50-100万元|3:B:10%-30%|4:C:购买过股票、混合基金等产品',
            28,
            '03',
            isoDay(taken),
            isoDay(addDays(taken, 365)),
            taken,
          ],
        ],
      );
    }
  }
  await markSeed(q);
  return count;
}
