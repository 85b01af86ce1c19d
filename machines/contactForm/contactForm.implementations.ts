/** The real calls and storage the contact page provides to its flow (spec 1 §7). */
import { fromPromise } from 'xstate';
import type { Choice, contactFormMachine, LoadedContact } from './contactForm';
import { api } from '../../src/api';
import type { AreaItem, ContactForm, DictItem } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { askForCertification, refreshCertified } from '../../src/implementations/certification';
import { getDraft, removeDraft, setDraft } from '../../src/platform/storage';

/** selectArea's code for the provinces (spec 1 §7). */
export const TOP_AREA_CODE = '000000';

const areaChoices = (items: AreaItem[]): Choice[] => items.map(({ code, name }) => ({ code, name }));
const dictChoices = (items: DictItem[]): Choice[] => items.map((d) => ({ code: d.key_value, name: d.caption }));

/** The areas under a code: the provinces for '000000', else a province's cities or a city's districts. */
export async function loadAreas(code: string): Promise<Choice[]> {
  return areaChoices((await api.selectArea({ code })).data);
}

async function loadForm(): Promise<LoadedContact> {
  const draft = getDraft<ContactForm>('contactForm');
  const [contact, country, nation, jobOccupation, province, certified] = await Promise.all([
    api.selectContact().then((r) => r.data),
    api.queryCrmDictList({ key: '5084', system: 'DATACNT' }).then((r) => dictChoices(r.data)),
    api.queryCrmDictList({ key: '2099', system: 'TA' }).then((r) => dictChoices(r.data)),
    api.queryCrmDictList({ key: '1027', system: 'TA' }).then((r) => dictChoices(r.data)),
    loadAreas(TOP_AREA_CODE),
    refreshCertified(),
  ]);
  // The lists of the region the form opens with (the draft's or the user's), none without one.
  const { provinceCode, cityCode } = draft ?? contact;
  const [city, zone] = await Promise.all([
    provinceCode ? loadAreas(provinceCode) : Promise.resolve([]),
    provinceCode && cityCode ? loadAreas(cityCode) : Promise.resolve([]),
  ]);
  return {
    contact,
    draft,
    certified,
    dicts: { country, nation, jobOccupation },
    areas: { province, city, zone },
  };
}

export const contactFormImplementations: Implementations<typeof contactFormMachine> = {
  actors: {
    loadForm: fromPromise(loadForm),
    loadAreas: fromPromise(({ input }: { input: { code: string } }) => loadAreas(input.code)),
    saveContact: fromPromise(async ({ input }: { input: ContactForm }) => (await api.modifyCustomerInfo(input)).msg),
  },
  actions: {
    persistDraft: (_args: unknown, form: ContactForm) => setDraft('contactForm', form),
    clearDraft: () => removeDraft('contactForm'),
    askForCertification,
  },
};
