import type { Queryable } from '../../db/types';
import { ARTICLE_CATEGORIES, CITIES, PARAGRAPHS, PHISHING_ARTICLE, SECTION_CODES, VENUES } from '../data/articles';
import { svgPicture, toBase64 } from './media';
import type { SeededProduct } from './products';
import { daysBefore, insertRows, type Random } from './util';

const SVG_MIME = 'image/svg+xml';

function formatCn(d: Date): string {
  const local = new Date(d.getTime() + 8 * 3_600_000);
  return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日`;
}

export interface SeededArticle {
  id: number;
  title: string;
  signUpOpen: boolean | null;
}

const PICTURE = { width: 690, height: 388 };

/**
 * A generated picture for an article, as its images row and an inline <img> for its body. The <img> carries its size,
 * as an editor's would: the page keeps its room while it loads, so the text below does not move.
 */
function articlePicture(uuid: string, title: string, tone: number) {
  const svg = svgPicture({
    ...PICTURE,
    title: title.length > 14 ? `${title.slice(0, 14)}…` : title,
    subtitle: '鼎元信托 · 财富管理',
    tone,
  });
  const base64 = toBase64(svg);
  return {
    row: [uuid, SVG_MIME, base64],
    img: `<p><img src="data:${SVG_MIME};base64,${base64}" alt="${title.replace(/"/g, '&quot;')}" width="${PICTURE.width}" height="${PICTURE.height}" style="max-width:100%"/></p>`,
  };
}

/**
 * Articles of every category with HTML bodies and a generated picture. Activities alternate between open
 * and ended sign-up; a few items are video links (videoType 3: consumer-protection news, research, investor
 * education and the company film under 关于我们); one news item carries hostile markup a sanitiser must
 * neutralise (PHISHING_ARTICLE); two are offline.
 */
export async function seedArticles(q: Queryable, now: Date, rng: Random): Promise<SeededArticle[]> {
  const images: unknown[][] = [];
  const rows: unknown[][] = [];
  const meta: Array<Omit<SeededArticle, 'id'>> = [];
  let n = 0;
  for (const group of ARTICLE_CATEGORIES) {
    group.titles.forEach((title, i) => {
      n++;
      const uuid = rng.uuid();
      const picture = articlePicture(uuid, title, n);
      images.push(picture.row);
      const age = rng.range(1, 360);
      const pool = PARAGRAPHS[group.section];
      const paragraphs = [pool[i % pool.length], pool[(i + 2) % pool.length], pool[(i + 4) % pool.length]];
      const isActivity = group.section === 'activity';
      // Category 2 is the sign-up category: every item takes sign-ups. Other activity categories keep one general item.
      const takesSignUp = isActivity && (group.category === 2 || i < group.titles.length - 1);
      const open = takesSignUp ? i % 2 === 0 : null;
      const signUpEnd = takesSignUp
        ? open
          ? new Date(now.getTime() + rng.int(5, 40) * 86_400_000)
          : daysBefore(now, rng.range(1, 30))
        : null;
      // An activity is published when its sign-up opens, a few weeks before it closes (an open one within the last
      // month); any other article up to a year ago. The draws stay in their order, so the rest of the seed is as it was.
      const published = !signUpEnd
        ? daysBefore(now, age)
        : open
          ? daysBefore(now, 1 + (age % 30))
          : daysBefore(signUpEnd, 10 + (age % 40));
      const city = CITIES[i % CITIES.length]!;
      const details = signUpEnd
        ? [`活动地点：${VENUES[city]}`, `报名截止：${formatCn(signUpEnd)}`, `活动名额：${rng.int(3, 8) * 10}人`]
            .map((t) => `<p><strong>${t}</strong></p>`)
            .join('')
        : '';
      const content = [
        `<p>${paragraphs[0]}</p>`,
        picture.img,
        details,
        `<p>${paragraphs[1]}</p>`,
        `<p>${paragraphs[2]}</p>`,
      ].join('');
      // Video links open the file instead of a page.
      const video = group.videos?.includes(i) ?? false;
      const fileUuid = video ? rng.uuid() : '';
      rows.push([
        title,
        content,
        published,
        `鼎元信托${group.author}`,
        1,
        SECTION_CODES[group.section],
        group.category,
        uuid,
        video ? 3 : 0,
        fileUuid,
        video ? `https://media.dingyuan-trust.example/video/${fileUuid}.mp4` : '',
        // A few items are app-only or web-only, and a few belong to display area 1 only, so the filters matter.
        n % 7 === 0 ? 1 : n % 11 === 0 ? 2 : 0,
        n % 13 === 0 ? 1 : 0,
        signUpEnd ? (open ? 'SIGN_UP_AREA' : 'REVIEW_AREA') : 'GENERAL',
        signUpEnd,
      ]);
      meta.push({ title, signUpOpen: open });
    });
  }
  // The phishing warning: readable text around live hostile markup, shown everywhere.
  {
    n++;
    const uuid = rng.uuid();
    const picture = articlePicture(uuid, PHISHING_ARTICLE.title, n);
    images.push(picture.row);
    rows.push([
      PHISHING_ARTICLE.title,
      `<h3>${PHISHING_ARTICLE.title}</h3>${PHISHING_ARTICLE.content.replace('{picture}', picture.img)}`,
      daysBefore(now, PHISHING_ARTICLE.ageDays),
      `鼎元信托${PHISHING_ARTICLE.author}`,
      1,
      SECTION_CODES[PHISHING_ARTICLE.section],
      PHISHING_ARTICLE.category,
      uuid,
      0,
      '',
      '',
      0,
      0,
      'GENERAL',
      null,
    ]);
    meta.push({ title: PHISHING_ARTICLE.title, signUpOpen: null });
  }
  // Offline articles: in the table but never listed or shown.
  for (const [category, section] of [
    [3, 'news'],
    [6, 'consumer'],
  ] as const) {
    rows.push([
      `【已下线】${section === 'news' ? '旧版新闻' : '旧版知识'}`,
      '<p>该内容已下线。</p>',
      daysBefore(now, 400),
      '鼎元信托',
      0,
      SECTION_CODES[section],
      category,
      null,
      0,
      '',
      '',
      0,
      0,
      'GENERAL',
      null,
    ]);
    meta.push({ title: '【已下线】', signUpOpen: null });
  }
  await insertRows(q, 'images', ['uuid', 'mime', 'base64'], images);
  const columns = [
    'title',
    'content',
    'publish_time',
    'author',
    'status',
    'category',
    'article_category',
    'image_uuid',
    'video_type',
    'file_uuid',
    'url',
    'display_terminal',
    'display_area',
    'area_type',
    'sign_up_end',
  ];
  await insertRows(q, 'articles', columns, rows);
  const ids = await q.query<{ id: number }>('SELECT id FROM articles ORDER BY id');
  return meta.map((m, i) => ({ ...m, id: ids.rows[i]!.id }));
}

interface BannerSpec {
  pageType: 2 | 3;
  bannerType: 10 | 11 | 12 | 13;
  terminal: 1 | 2 | null;
  title: string;
  subtitle: string;
  link: string;
}

/** Banners for the news page (pageType 2: 10, 11, 12) and the discover page (pageType 3: 13), some terminal-specific. */
export async function seedBanners(
  q: Queryable,
  products: SeededProduct[],
  activities: SeededArticle[],
  rng: Random,
): Promise<number> {
  const raising = products.filter((p) => p.status === 2);
  const openActivity = activities.find((a) => a.signUpOpen === true);
  const specs: BannerSpec[] = [
    {
      pageType: 2,
      bannerType: 10,
      terminal: null,
      title: '家族信托 · 守护传承',
      subtitle: '为家族财富筑起安全港湾',
      link: '/phone/jiating',
    },
    {
      pageType: 2,
      bannerType: 10,
      terminal: null,
      title: `${raising[0]?.shortName ?? '精选产品'} 火热募集中`,
      subtitle: '稳健配置 · 合格投资者专享',
      link: `/phone/productInfo?trustCode=${raising[0]?.trustCode ?? ''}`,
    },
    {
      pageType: 2,
      bannerType: 10,
      terminal: null,
      title: '投资者教育 · 理性投资',
      subtitle: '认识风险，做明白的投资者',
      link: '/phone/consumerKnowleage?activeNav=6',
    },
    {
      pageType: 2,
      bannerType: 11,
      terminal: null,
      title: '《鼎元财富》最新一期',
      subtitle: '配置的艺术',
      link: '/phone/info?activeNav=15',
    },
    {
      pageType: 2,
      bannerType: 11,
      terminal: null,
      title: '公司公告',
      subtitle: '服务升级与防诈声明',
      // The info page's tabs are 1 and 15–18; 16 holds the announcements.
      link: '/phone/info?activeNav=16',
    },
    {
      pageType: 2,
      bannerType: 12,
      terminal: null,
      title: '防范非法集资',
      subtitle: '守住钱袋子 护好幸福家',
      link: '/phone/consumerKnowleage?activeNav=5',
    },
    {
      pageType: 2,
      bannerType: 12,
      terminal: null,
      title: '慈善信托 · 向善而行',
      subtitle: '让爱与财富同行',
      link: '/phone/cishan',
    },
    {
      pageType: 3,
      bannerType: 13,
      terminal: null,
      title: '四季活动 · 精彩纷呈',
      subtitle: '与家人共享美好时光',
      link: openActivity
        ? `/phone/findManageActiveDetail?activityId=${openActivity.id}&activeNav=0`
        : '/phone/findManageIndex?activeNav=19',
    },
    {
      pageType: 3,
      bannerType: 13,
      terminal: null,
      title: '签到赢积分',
      subtitle: '每日签到 积分好礼等你拿',
      link: '/phone/taskCenter',
    },
    {
      pageType: 3,
      bannerType: 13,
      terminal: 1,
      title: '新版APP上线',
      subtitle: 'iOS用户专享体验',
      link: '/phone/download',
    },
    {
      pageType: 3,
      bannerType: 13,
      terminal: 2,
      title: '新版APP上线',
      subtitle: 'Android用户专享体验',
      link: '/phone/download',
    },
  ];
  const images: unknown[][] = [];
  const rows: unknown[][] = [];
  specs.forEach((s, i) => {
    const uuid = rng.uuid();
    images.push([
      uuid,
      SVG_MIME,
      toBase64(svgPicture({ width: 750, height: 300, title: s.title, subtitle: s.subtitle, tone: i + 2 })),
    ]);
    rows.push([s.pageType, s.bannerType, s.terminal, s.title, uuid, s.link, i]);
  });
  await insertRows(q, 'images', ['uuid', 'mime', 'base64'], images);
  await insertRows(
    q,
    'banners',
    ['page_type', 'banner_type', 'product_terminal', 'title', 'image_uuid', 'link_addr', 'sort'],
    rows,
  );
  return rows.length;
}
