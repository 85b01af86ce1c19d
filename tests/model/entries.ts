/**
 * The entries of every catalogue flow, loaded by id from tests/model/entries/<id>.ts: adding a flow is its machine,
 * its line in machines/catalogue.ts and its entry file, nothing else to register.
 */
import { catalogue, type FlowId } from '../../machines/catalogue';
import type { Entry } from './kit';

export async function loadEntry(id: FlowId): Promise<Entry> {
  const module = (await import(`./entries/${id}.ts`)) as { default: Entry };
  if (module.default.machine !== catalogue[id]) throw new Error(`tests/model/entries/${id}.ts is not ${id}'s entry`);
  return module.default;
}

export const loadEntries = (): Promise<Entry[]> => Promise.all((Object.keys(catalogue) as FlowId[]).map(loadEntry));
