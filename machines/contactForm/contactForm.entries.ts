import {
  contactFormMachine,
  type Choice,
  type ContactFormContext,
  type DictField,
  type LoadedContact,
} from './contactForm';
import {
  AREA_LEVEL_LABELS,
  AREA_TITLE,
  contactText,
  EMPTY_CONTACT_FORM,
  type AreaLevel,
  type ContactForm,
} from '../../src/contract';
import * as kit from '../../tests/model/kit';

const { button, textbox } = kit;

/** A verified demo customer (README). */
const PHONE = '13800000001';

const EMPTY: ContactForm = { ...EMPTY_CONTACT_FORM };

// Items of the real dictionaries and areas (server/seed), so the browser finds them by name.
const HAN: Choice = { code: '01', name: '汉族' };
const OTHER_JOB: Choice = { code: '99', name: '其他' };
const HEBEI: Choice = { code: '130000', name: '河北省' };
const BEIJING: Choice = { code: '110000', name: '北京市' };
const BEIJING_CITY: Choice = { code: '110100', name: '北京市' };
const DONGCHENG: Choice = { code: '110101', name: '东城区' };

const loaded = (certified: boolean): LoadedContact => ({
  contact: EMPTY,
  draft: null,
  certified,
  dicts: {
    country: [{ code: 'CHN', name: '中国' }],
    nation: [HAN, { code: '02', name: '蒙古族' }],
    jobOccupation: [{ code: '02', name: '专业技术人员' }, OTHER_JOB],
  },
  // No region saved: only the provinces; the default region is where the pickers start, not a value.
  areas: { province: [BEIJING, HEBEI], city: [], zone: [] },
});

const PICK_LABEL: Record<DictField, string> = { country: '国籍', nation: '民族', jobOccupation: '职业' };

type Snapshot = { context: ContactFormContext; matches: (value: never) => boolean };
const inList = (list: Choice[], choice: Choice) => list.some((c) => c.code === choice.code);
/** Still without a region, as the form opened. */
const noRegion = (c: ContactFormContext) => c.form.provinceCode === '';
const untouchedDicts = (c: ContactFormContext) => c.form.nationCode === '' && c.form.jobOccupationCode === '';

export default kit.entry({
  machine: contactFormMachine,
  input: undefined,
  events: {
    'user.changeField': kit.edits({ jobDescription: ['理财顾问'] }),
    'user.pick': [
      { type: 'user.pick', field: 'nation', choice: HAN },
      { type: 'user.pick', field: 'jobOccupation', choice: OTHER_JOB },
    ],
    'user.pickArea': [
      { type: 'user.pickArea', level: 'province', choice: BEIJING },
      { type: 'user.pickArea', level: 'city', choice: BEIJING_CITY },
      { type: 'user.pickArea', level: 'zone', choice: DONGCHENG },
    ],
  },
  outcomes: {
    loadForm: {
      verified: kit.real(loaded(true)),
      unverified: kit.real(loaded(false)),
      failed: kit.httpFailure('selectContact', '查询联系信息失败'),
    },
    loadCities: {
      cities: kit.real([BEIJING_CITY]),
      failed: kit.httpFailure('selectArea', '查询地区失败'),
    },
    loadZones: {
      zones: kit.real([DONGCHENG]),
      failed: kit.httpFailure('selectArea', '查询地区失败'),
    },
    saveContact: {
      saved: kit.real(contactText.saved),
      failed: kit.httpFailure('modifyCustomerInfo', '保存联系信息失败'),
    },
  },
  // The graph walks the areas and the dictionaries apart (each from the form as it opened), picks only what the
  // lists offer, and submits a form once per message: every branch is reached without every combination.
  filterEvents: (snapshot: Snapshot, event) => {
    const c = snapshot.context;
    if (!c.certified && snapshot.matches('ready' as never)) return event.type === 'user.submit' && c.message === null;
    switch (event.type) {
      case 'user.pickArea':
        return untouchedDicts(c) && inList(c.areas[event.level], event.choice);
      case 'user.pick':
        return noRegion(c) && inList(c.dicts[event.field], event.choice);
      // Once a region is whole: emptied, or the changes dropped (each once, from the same form).
      case 'user.clearArea':
      case 'user.discardChanges':
        return untouchedDicts(c) && c.form.zoneCode !== '' && c.message === null && c.notice === null;
      case 'user.changeField':
        return c.form.jobOccupation === '其他' && c.form[event.field] === '';
      case 'user.submit':
        return c.message === null && c.notice === null;
      default:
        return true;
    }
  },
  invariants: {
    'choosing what a field holds changes nothing': (now, before) =>
      JSON.stringify(now.value) !== JSON.stringify(before.value) ||
      now.context.form.jobOccupationCode !== before.context.form.jobOccupationCode ||
      now.context.form.jobOccupation === before.context.form.jobOccupation,
    'changing occupation clears the description': (now, before) =>
      now.context.form.jobOccupationCode === before.context.form.jobOccupationCode ||
      now.context.form.jobDescription === '',
    'what was typed survives every answer': (now, before) =>
      !before.matches('ready') ||
      !before.hasTag('busy') ||
      (['jobDescription', 'email', 'contactAddress', 'postalCode'] as const).every(
        (f) => now.context.form[f] === before.context.form[f],
      ),
    'a district always lies in its city': (now) =>
      now.context.form.zoneCode === '' || now.context.form.zoneCode.startsWith(now.context.form.cityCode.slice(0, 4)),
  },
  at: { route: '/phone/mineModifyInformation', loginAs: PHONE },
  gestures: {
    'user.changeField': () => [{ fill: textbox('职业描述'), text: '理财顾问' }],
    'user.pick': ({ field, choice }) => [{ click: button(PICK_LABEL[field]) }, { click: button(choice.name) }],
    // One sheet for the three levels (src/ui/Picker's AreaPicker): opened from its row, it stays open between picks.
    'user.pickArea': ({ level, choice }: { level: AreaLevel; choice: Choice }) => [
      { open: button(AREA_TITLE), dialog: AREA_TITLE },
      { click: { role: 'tab', name: AREA_LEVEL_LABELS[level] } },
      { click: button(choice.name) },
    ],
    'user.submit': () => [{ click: button('保存') }],
    'user.retry': () => [{ click: button('重新加载') }],
    'user.clearArea': () => [{ click: button('清除地址') }],
    // A typed change first: against the real server, what an earlier path saved may equal the region picked here,
    // and 放弃修改 shows only while the form differs (the change goes with the rest: the form is the saved one again).
    'user.discardChanges': () => [{ fill: textbox('传真'), text: '010-1' }, { click: button('放弃修改') }],
  },
  sees: {
    // Against the real server the form may have loaded before anyone looks: only the page is sure to show.
    loading: [{ route: '/phone/mineModifyInformation' }],
    failed: [{ text: '加载失败' }, { control: button('重新加载') }],
    ready: [{ control: button('国籍') }, { control: button(AREA_TITLE) }, { control: button('职业') }],
    'ready.editing': (s) => [
      { control: button('保存'), disabled: false },
      ...(s.context.form.provinceCode ? [{ control: button('清除地址') }] : []),
      s.context.message ? { text: s.context.message } : { noText: contactText.jobDescriptionRequired },
      ...(s.context.notice ? [{ text: s.context.notice }] : []),
      s.context.form.jobOccupation === '其他'
        ? { control: textbox('职业描述'), value: s.context.form.jobDescription }
        : { noControl: textbox('职业描述') },
    ],
    // Busy states pass in a moment against the real server: what they show holds after them too.
    'ready.loadingCities': [{ control: { role: 'tab', name: AREA_LEVEL_LABELS.city } }],
    'ready.loadingZones': [{ control: { role: 'tab', name: AREA_LEVEL_LABELS.zone } }],
    'ready.saving': [{ control: button('保存') }],
  },
});
