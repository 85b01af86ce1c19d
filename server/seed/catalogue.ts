import type { Db } from '../db/types';
import type { Clock } from '../core/clock';
import { seedArticles, seedBanners } from './catalogue/content';
import { seedMessages } from './catalogue/messages';
import { seedProducts } from './catalogue/products';
import { seedAreas, seedDictionaries, seedHelp, seedRiskQuestions } from './catalogue/reference';
import { chinaDay, Random } from './catalogue/util';

/** Fixed PRNG seed: the same catalogue on every machine; only the dates move with the clock. */
const SEED = 20_240_726;

export interface CatalogueCounts {
  products: number;
  netValues: number;
  articles: number;
  banners: number;
  messages: number;
}

export interface ReferenceCounts {
  areas: number;
  crmDicts: number;
  dictValues: number;
  helpQuestions: number;
  riskQuestions: number;
}

/**
 * The reference data the spec gives and every deployment needs, production's too: areas, dictionaries, help and the
 * risk questionnaire, in one transaction. Does nothing when the areas are there.
 */
export async function seedReference(db: Db): Promise<ReferenceCounts | null> {
  const existing = await db.query('SELECT 1 FROM areas LIMIT 1');
  if (existing.rows.length > 0) return null;
  return db.transaction(async (tx) => {
    const areas = await seedAreas(tx);
    const dicts = await seedDictionaries(tx);
    const helpQuestions = await seedHelp(tx);
    const riskQuestions = await seedRiskQuestions(tx);
    return { areas, crmDicts: dicts.crm, dictValues: dicts.values, helpQuestions, riskQuestions };
  });
}

/**
 * The demo catalogue: products, net values, articles, banners and messages, in one transaction. Runs after the
 * accounts seed (messages go to its demo users). Does nothing when products already exist, so restarting on a
 * persisted data folder keeps what is there.
 */
export async function seedCatalogue(db: Db, clock: Clock): Promise<CatalogueCounts | null> {
  const existing = await db.query('SELECT 1 FROM products LIMIT 1');
  if (existing.rows.length > 0) return null;
  const now = clock.now();
  const rng = new Random(SEED);
  return db.transaction(async (tx) => {
    const { products, netValues } = await seedProducts(tx, chinaDay(now), rng);
    const articles = await seedArticles(tx, now, rng);
    const banners = await seedBanners(tx, products, articles, rng);
    const messages = await seedMessages(tx, now, products, articles, rng);
    return { products: products.length, netValues, articles: articles.length, banners, messages };
  });
}
