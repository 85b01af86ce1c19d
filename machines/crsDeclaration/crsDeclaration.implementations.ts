/** The real calls and storage the CRS declaration page provides to its flow (spec 2 §7). */
import { fromPromise } from 'xstate';
import type { CrsChoice, CrsDraft, LoadedCrs, crsDeclarationMachine } from './crsDeclaration';
import { api } from '../../src/api';
import { uploadCrs } from '../../src/api/crsUpload';
import type { CrsForm } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { getDraft, removeDraft, setDraft } from '../../src/platform/storage';
import { TOP_AREA_CODE, loadAreas } from '../contactForm/contactForm.implementations';

/** Countries by their key (ISO alpha-3), shown in Chinese with the English name the form's English fields need. */
async function loadCountries(): Promise<CrsChoice[]> {
  const { data } = await api.queryDict({ key: '5084', system: 'DATACNT' });
  return data.results.map((c) => ({ code: c.key_value, name: c.english ? `${c.caption} ${c.english}` : c.caption }));
}

async function loadCrs(): Promise<LoadedCrs> {
  const draft = getDraft<CrsDraft>('crsDeclaration');
  const citiesOf = (code: string | undefined) => (code ? loadAreas(code) : Promise.resolve([]));
  const [provinces, countries, residence, birth, customer] = await Promise.all([
    loadAreas(TOP_AREA_CODE),
    loadCountries(),
    citiesOf(draft?.areaCodes.residence.province),
    citiesOf(draft?.areaCodes.birth.province),
    api.queryCustomerInfo(),
  ]);
  return { birthDate: customer.data.birthDate, provinces, countries, draft, cities: { residence, birth } };
}

/** The flow's calls; the page hears the upload's progress (0..1) through `onProgress`. */
export const crsDeclarationImplementations = (
  onProgress: (sent: number) => void,
): Implementations<typeof crsDeclarationMachine> => ({
  actors: {
    loadCrs: fromPromise(loadCrs),
    loadCities: fromPromise(({ input }: { input: { code: string } }) => loadAreas(input.code)),
    sendDeclaration: fromPromise(async ({ input }: { input: { form: CrsForm; update: boolean } }) => {
      await (input.update ? api.updateCrs(input.form) : api.crsCommit(input.form));
      return null;
    }),
    uploadImages: fromPromise(async ({ input }: { input: { files: Blob[] } }) => {
      onProgress(0);
      await uploadCrs(input.files, onProgress);
      return null;
    }),
  },
  actions: {
    persistDraft: (_args: unknown, draft: CrsDraft) => setDraft('crsDeclaration', draft),
    clearDraft: () => removeDraft('crsDeclaration'),
  },
});
