import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { DEFAULT_REGION, EMPTY_CONTACT_FORM, type AreaLevel, type ContactForm } from '../../src/contract';
import { contactError, type ContactTypedField } from '../../src/validation/profile';
import { output, providedLater } from '../shared/flow';

export type { ContactTypedField };

/** A dictionary item or an area as the pickers show it: its code and its name. */
export interface Choice {
  code: string;
  name: string;
}

/** The fields chosen from a dictionary (spec 1 §7 queryCrmDictList: country 5084, nation 2099, occupation 1027). */
export type DictField = 'country' | 'nation' | 'jobOccupation';

/** What opening the form loads (loadForm): the saved form, the draft of an unsaved edit, the lists, the user. */
export interface LoadedContact {
  contact: ContactForm;
  /** What the user typed and did not save (kept across a failed save and a reload); null when there is none. */
  draft: ContactForm | null;
  /** Real-name verified (isCertified 2): only then may the form be saved here (spec 1 §6). */
  certified: boolean;
  dicts: Record<DictField, Choice[]>;
  /** The provinces, and the cities and districts of the region the form opens with. */
  areas: Record<AreaLevel, Choice[]>;
}

export interface ContactFormContext {
  form: ContactForm;
  /** What the server holds: the form differs from it while there are unsaved changes. */
  saved: ContactForm;
  certified: boolean;
  dicts: Record<DictField, Choice[]>;
  areas: Record<AreaLevel, Choice[]>;
  /** The first field to fix; typing or choosing clears it. */
  message: string | null;
  /** The server's answer to a save (result.msg). */
  notice: string | null;
}

export type ContactFormEvent =
  | { type: 'user.changeField'; field: ContactTypedField; value: string }
  | { type: 'user.pick'; field: DictField; choice: Choice }
  | { type: 'user.pickArea'; level: AreaLevel; choice: Choice }
  /** The address's province, city and district emptied (清除). */
  | { type: 'user.clearArea' }
  /** The unsaved changes dropped: the form as the server holds it, loaded again. */
  | { type: 'user.discardChanges' }
  | { type: 'user.submit' }
  | { type: 'user.retry' };

/** The code and name fields of each chosen field. */
const DICT_KEYS = {
  country: ['countryCode', 'country'],
  nation: ['nationCode', 'nation'],
  jobOccupation: ['jobOccupationCode', 'jobOccupation'],
} as const satisfies Record<DictField, readonly [keyof ContactForm, keyof ContactForm]>;
const AREA_KEYS = {
  province: ['provinceCode', 'provinceName'],
  city: ['cityCode', 'cityName'],
  zone: ['zoneCode', 'zoneName'],
} as const satisfies Record<AreaLevel, readonly [keyof ContactForm, keyof ContactForm]>;

/** The choice a field holds now (code and name), or null. */
export function chosen(form: ContactForm, field: DictField | AreaLevel): Choice | null {
  const [code, name] = field in DICT_KEYS ? DICT_KEYS[field as DictField] : AREA_KEYS[field as AreaLevel];
  return form[code] ? { code: form[code], name: form[name] } : null;
}

/**
 * Where each area picker starts when it holds nothing (spec 1 §9's default region, 130000/130400/130425): a place
 * to start choosing, never a value of the form, so a customer who chooses nothing saves no region.
 */
export const AREA_START: Record<AreaLevel, string> = {
  province: DEFAULT_REGION.provinceCode,
  city: DEFAULT_REGION.cityCode,
  zone: DEFAULT_REGION.zoneCode,
};

const NO_AREA = { provinceCode: '', provinceName: '', cityCode: '', cityName: '', zoneCode: '', zoneName: '' };

/** Whether two forms hold the same values. */
const sameForm = (a: ContactForm, b: ContactForm) =>
  (Object.keys(a) as Array<keyof ContactForm>).every((key) => a[key] === b[key]);

const isSameChoice = ({ context, event }: { context: ContactFormContext; event: ContactFormEvent }) => {
  assertEvent(event, ['user.pick', 'user.pickArea']);
  return chosen(context.form, event.type === 'user.pick' ? event.field : event.level)?.code === event.choice.code;
};

/**
 * The contact-information form, mineModifyInformation (spec 1 §2 "Contact information form", §3 contact fields,
 * §4 "Contact form", §5 "Contact", §6, §7 selectContact, modifyCustomerInfo, selectArea, queryCrmDictList, §9
 * default region codes).
 *
 * - loading: the saved form, the three dictionaries and the areas load; a draft the user did not save is laid
 *   over the saved form, so what was typed survives a failed save and a reload. A form without a region opens
 *   without one: the default region (spec 1 §9) is where the pickers start (AREA_START), not a value.
 * - failed: the form could not load (the call layer has said why); 重新加载 tries again. An expired session has
 *   already gone to login, which returns here.
 * - ready: the form.
 *   - editing: typing and choosing; choosing what a field already holds does nothing; a new occupation clears the
 *     description; a new province clears the city and district (a new city the district) and loads the next
 *     level; 清除 empties the region. 保存 checks the form top to bottom and shows the first problem, or saves; an
 *     unverified user is asked to verify instead (askForCertification). While the form differs from what the server
 *     holds it says so (未保存), and 放弃修改 drops the changes and their draft and loads the saved form again.
 *   - loadingCities, loadingZones: the next level of areas loads (selectArea with the chosen code).
 *   - saving: modifyCustomerInfo is under way; its message shows once it answers and the draft is dropped. A
 *     failure keeps everything typed (and the draft).
 *
 * Every change is kept as the draft (`persistDraft`); a successful save clears it (`clearDraft`). Both are
 * provided by the page (storage is not the chart's).
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadForm: providedLater<LoadedContact>('loadForm'),
    loadAreas: providedLater<Choice[], { code: string }>('loadAreas'),
    saveContact: providedLater<string, ContactForm>('saveContact'),
  },
  guards: {
    isSameChoice,
    isProvince: ({ event }) => {
      assertEvent(event, 'user.pickArea');
      return event.level === 'province';
    },
    isCity: ({ event }) => {
      assertEvent(event, 'user.pickArea');
      return event.level === 'city';
    },
    isUncertified: ({ context }) => !context.certified,
    isFormValid: ({ context }) => contactError(context.form) === null,
  },
  actions: {
    // Provided by the page: the draft lives in the session's storage.
    persistDraft: (_args, _form: ContactForm) => {},
    clearDraft: () => {},
    askForCertification: () => {},
    assignLoaded: assign((_, { contact, draft, certified, dicts, areas }: LoadedContact) => ({
      form: draft ?? contact,
      saved: contact,
      certified,
      dicts,
      areas,
      message: null,
    })),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'user.changeField');
      return { form: { ...context.form, [event.field]: event.value }, message: null, notice: null };
    }),
    assignChoice: assign(({ context, event }) => {
      assertEvent(event, 'user.pick');
      const [code, name] = DICT_KEYS[event.field];
      const form = { ...context.form, [code]: event.choice.code, [name]: event.choice.name };
      // Spec 1 §4: changing occupation clears the description.
      if (event.field === 'jobOccupation') form.jobDescription = '';
      return { form, message: null, notice: null };
    }),
    assignArea: assign(({ context, event }) => {
      assertEvent(event, 'user.pickArea');
      const [code, name] = AREA_KEYS[event.level];
      const form = { ...context.form, [code]: event.choice.code, [name]: event.choice.name };
      const areas = { ...context.areas };
      // What lay below the old choice belongs to it.
      if (event.level === 'province') {
        Object.assign(form, { cityCode: '', cityName: '' });
        areas.city = [];
      }
      if (event.level !== 'zone') {
        Object.assign(form, { zoneCode: '', zoneName: '' });
        areas.zone = [];
      }
      return { form, areas, message: null, notice: null };
    }),
    restoreSaved: assign(({ context }) => ({ form: context.saved, message: null, notice: null })),
    clearArea: assign(({ context }) => ({
      form: { ...context.form, ...NO_AREA },
      areas: { ...context.areas, city: [], zone: [] },
      message: null,
      notice: null,
    })),
    assignCities: assign(({ context }, city: Choice[]) => ({ areas: { ...context.areas, city } })),
    assignZones: assign(({ context }, zone: Choice[]) => ({ areas: { ...context.areas, zone } })),
    showFirstError: assign({ message: ({ context }) => contactError(context.form) }),
    showSaved: assign(({ context }, notice: string) => ({ notice, saved: context.form })),
    clearNotice: assign({ message: null, notice: null }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: {
    form: { ...EMPTY_CONTACT_FORM },
    saved: { ...EMPTY_CONTACT_FORM },
    certified: false,
    dicts: { country: [], nation: [], jobOccupation: [] },
    areas: { province: [], city: [], zone: [] },
    message: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'editing',
      on: {
        'user.changeField': {
          actions: ['assignField', { type: 'persistDraft', params: ({ context }) => context.form }],
        },
      },
      states: {
        editing: {
          on: {
            // Choosing what a field holds changes nothing (spec 1 §4); like every edit, it clears the message.
            'user.pick': [
              { guard: 'isSameChoice', actions: 'clearMessage' },
              { actions: ['assignChoice', { type: 'persistDraft', params: ({ context }) => context.form }] },
            ],
            'user.pickArea': [
              { guard: 'isSameChoice', actions: 'clearMessage' },
              {
                guard: 'isProvince',
                target: 'loadingCities',
                actions: ['assignArea', { type: 'persistDraft', params: ({ context }) => context.form }],
              },
              {
                guard: 'isCity',
                target: 'loadingZones',
                actions: ['assignArea', { type: 'persistDraft', params: ({ context }) => context.form }],
              },
              { actions: ['assignArea', { type: 'persistDraft', params: ({ context }) => context.form }] },
            ],
            'user.clearArea': {
              actions: ['clearArea', { type: 'persistDraft', params: ({ context }) => context.form }],
            },
            'user.discardChanges': { target: '#contactForm.loading', actions: ['clearDraft', 'restoreSaved'] },
            'user.submit': [
              { guard: 'isUncertified', actions: ['clearNotice', 'askForCertification'] },
              { guard: 'isFormValid', target: 'saving', actions: 'clearNotice' },
              { actions: 'showFirstError' },
            ],
          },
        },
        loadingCities: {
          tags: ['busy'],
          invoke: {
            id: 'loadCities',
            src: 'loadAreas',
            input: ({ context }) => ({ code: context.form.provinceCode }),
            onDone: { target: 'editing', actions: { type: 'assignCities', params: output } },
            // The call layer has said why; the city list stays empty and choosing the province again retries.
            onError: 'editing',
          },
        },
        loadingZones: {
          tags: ['busy'],
          invoke: {
            id: 'loadZones',
            src: 'loadAreas',
            input: ({ context }) => ({ code: context.form.cityCode }),
            onDone: { target: 'editing', actions: { type: 'assignZones', params: output } },
            onError: 'editing',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveContact',
            src: 'saveContact',
            input: ({ context }) => context.form,
            onDone: { target: 'editing', actions: [{ type: 'showSaved', params: output }, 'clearDraft'] },
            // What was typed stays, and so does its draft: a reload shows it again.
            onError: 'editing',
          },
        },
      },
    },
  },
});

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

/** certificateType as a person reads it: '0' is the identity card (server/db: other values, other certificates). */
export const certificateName = (type: string): string => (type === '' ? '' : type === '0' ? '身份证' : '其他证件');

/** What the contact page shows. */
export function selectContactFormView(snapshot: Pick<ContactFormSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  const { form } = context;
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    ready: snapshot.matches('ready'),
    form,
    /** Read-only: they come from the user's verified identity. */
    identity: { certificateType: certificateName(form.certificateType), sex: form.sex },
    dicts: context.dicts,
    areas: context.areas,
    chosen: (field: DictField | AreaLevel) => chosen(form, field),
    /** The form holds changes the server does not (typed now, or kept from an earlier visit). */
    unsaved: snapshot.matches('ready') && !sameForm(form, context.saved),
    /** Spec 1 §5: the description is asked for only with occupation 其他. */
    needsDescription: form.jobOccupation === '其他',
    /** The level whose areas load after a pick above it. */
    loadingArea: snapshot.matches({ ready: 'loadingCities' })
      ? ('city' as const)
      : snapshot.matches({ ready: 'loadingZones' })
        ? ('zone' as const)
        : null,
    canSubmit: snapshot.matches({ ready: 'editing' }),
    saving: snapshot.matches({ ready: 'saving' }),
    message: context.message,
    notice: context.notice,
  };
}
