/**
 * The CRS declaration as the verified demo investor (13800000001) fills it in a browser (crsDeclareIndex). The graph
 * walks the form once, in the order a person fills it, as a resident of China and elsewhere (type 2) living in the
 * United States and born in Hebei; between the steps 提交 is tapped once per state of the form, so every refusal the
 * form can give shows on its way: no type chosen, the rules across fields in their order, an English field with a
 * space, two tax rows with one China, the missing tax number's exemption and B's reason, the attachments (none, a
 * GIF, one over 5 MB, seven at once), and type 1 listing China. Type 0 sends the flag alone. Areas and countries are
 * the reference server's (codes and names as it serves them; the lists are cut to what is picked).
 */
import {
  CRS_AREA_LABELS,
  CRS_FIELD_LABELS,
  CRS_IMAGE_INPUT_LABEL,
  crsDeclarationMachine,
  selectCrsDeclarationView,
  taxLabels,
  type CrsChoice,
  type CrsDeclarationContext,
  type CrsDeclarationEvent,
  type CrsDeclarationSnapshot,
  type CrsImage,
  type LoadedCrs,
} from './crsDeclaration';
import {
  AREA_LEVEL_LABELS,
  CRS_EXEMPTIONS,
  CRS_MAX_IMAGE_BYTES,
  CRS_RESIDENCY_TYPES,
  crsText,
} from '../../src/contract';
import {
  base64Of,
  button,
  bytesOf,
  entry,
  httpFailure,
  real,
  textbox,
  type Gesture,
  type Sight,
} from '../../tests/model/kit';

const PHONE = '13800000001';
const TODAY = '2026-11-23';

const BEIJING: CrsChoice = { code: '110000', name: '北京市' };
const BEIJING_CITY: CrsChoice = { code: '110100', name: '北京市' };
const HEBEI: CrsChoice = { code: '130000', name: '河北省' };
const SHIJIAZHUANG: CrsChoice = { code: '130100', name: '石家庄市' };
const CHINA: CrsChoice = { code: 'CHN', name: "中国 People's Republic of China" };
const USA: CrsChoice = { code: 'USA', name: '美国 United States of America' };

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** What each sample file holds, by name: its type and bytes (base64). */
const FILES: Record<string, { type: string; base64: string }> = {
  'passport.png': { type: 'image/png', base64: PNG_BASE64 },
  'scan.gif': { type: 'image/gif', base64: btoa('GIF89a') },
  // One byte over 5 MB, a PNG by its first bytes.
  'large.png': {
    type: 'image/png',
    base64: (() => {
      const bytes = new Uint8Array(CRS_MAX_IMAGE_BYTES + 1);
      bytes.set(bytesOf(PNG_BASE64));
      return base64Of(bytes);
    })(),
  },
  ...Object.fromEntries(
    Array.from({ length: 7 }, (_, i) => [`page${i + 1}.png`, { type: 'image/png', base64: PNG_BASE64 }]),
  ),
};
const image = (name: string): CrsImage => {
  const { type, base64 } = FILES[name]!;
  const bytes = bytesOf(base64);
  return { name, type, size: bytes.length, file: new File([bytes], name, { type }) };
};
const addImages = (...names: string[]) => ({ type: 'user.addImages' as const, images: names.map(image) });
const VALID_IMAGES = addImages('passport.png');
const REFUSED_IMAGES = [
  addImages('scan.gif'),
  addImages('large.png'),
  addImages(...Array.from({ length: 7 }, (_, i) => `page${i + 1}.png`)),
];

type Ctx = CrsDeclarationContext;
type Step = { event: CrsDeclarationEvent; done: (c: Ctx) => boolean };
type TextFieldName = Extract<CrsDeclarationEvent, { type: 'user.changeField' }>['field'];
const field = (name: TextFieldName, value: string, done = (c: Ctx) => c.form[name] === value): Step => ({
  event: { type: 'user.changeField', field: name, value },
  done,
});
const rows = (c: Ctx) => c.form.p_tax ?? [];

/** The form in the order a person fills it; each step is taken while it is the first one not done. */
const STEPS: Step[] = [
  { event: { type: 'user.chooseResidency', value: '2' }, done: (c) => ['1', '2'].includes(c.form.p_oricustflag) },
  field('p_englastname', 'ZHANG'),
  field('p_engname', 'WEI'),
  { event: { type: 'user.pickBirthDate', value: '1980-05-01' }, done: (c) => c.form.p_birthdate === '1980-05-01' },
  {
    event: { type: 'user.pickArea', place: 'residence', level: 'province', choice: BEIJING },
    done: (c) => c.areaCodes.residence.province === BEIJING.code,
  },
  {
    event: { type: 'user.pickArea', place: 'residence', level: 'city', choice: BEIJING_CITY },
    done: (c) => c.areaCodes.residence.city === BEIJING_CITY.code,
  },
  {
    event: { type: 'user.pickArea', place: 'birth', level: 'province', choice: HEBEI },
    done: (c) => c.areaCodes.birth.province === HEBEI.code,
  },
  {
    event: { type: 'user.pickArea', place: 'birth', level: 'city', choice: SHIJIAZHUANG },
    done: (c) => c.areaCodes.birth.city === SHIJIAZHUANG.code,
  },
  field('p_currentaddr', '朝阳区建国路88号'),
  { event: { type: 'user.pickCountry', field: 'jjgjyw', choice: USA }, done: (c) => c.form.jjgjyw === USA.code },
  // Typed with a space, which English fields refuse: the form says so once nothing else is missing.
  field('jjsfyw', 'New York', (c) => (c.form.jjsfyw ?? '') !== ''),
  field('p_engcurrentaddr', 'New_York_City'),
  field('p_engregaddr', '350_Fifth_Avenue'),
  {
    event: { type: 'user.pickCountry', field: 'p_engbornnation', choice: CHINA },
    done: (c) => c.form.p_engbornnation === CHINA.code,
  },
  field('cssfyw', 'Hebei'),
  field('cscsyw', 'Shijiazhuang'),
  field('csdzyw', 'No.1_Zhongshan_Road'),
  {
    event: { type: 'user.pickTaxCountry', index: 0, choice: CHINA },
    done: (c) => rows(c)[0]?.p_taxnation === CHINA.code,
  },
  {
    event: { type: 'user.changeTaxNo', index: 0, value: '110101198005011234' },
    done: (c) => rows(c)[0]?.p_taxno === '110101198005011234',
  },
  { event: { type: 'user.addTaxRow' }, done: (c) => rows(c).length > 1 },
  { event: { type: 'user.pickTaxCountry', index: 1, choice: USA }, done: (c) => rows(c)[1]?.p_taxnation === USA.code },
  { event: { type: 'user.chooseExemption', value: 'B' }, done: (c) => c.form.reansonforexe === 'B' },
  field('p_taxexplain', '尚未取得美国纳税人识别号'),
  field('jjsfyw', 'New_York'),
  { event: VALID_IMAGES, done: (c) => c.images.length > 0 },
];
const nextStep = (c: Ctx) => STEPS.find((step) => !step.done(c));
const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
const isNext = (c: Ctx, e: CrsDeclarationEvent) => {
  const next = nextStep(c);
  return next !== undefined && same(next.event, e);
};
const formDone = (c: Ctx) => nextStep(c) === undefined;

const submit = button('提交');
const residency = (value: string) => ({
  role: 'radio' as const,
  name: CRS_RESIDENCY_TYPES.find((t) => t.value === value)!.label,
});
const pick = (label: string, choice: CrsChoice): Gesture[] => [
  { click: button(label) },
  { click: button(choice.name) },
];

export default entry({
  machine: crsDeclarationMachine,
  input: { jumpType: '', inApp: false, today: TODAY },
  events: {
    'user.chooseResidency': [
      { type: 'user.chooseResidency', value: '0' },
      { type: 'user.chooseResidency', value: '1' },
      { type: 'user.chooseResidency', value: '2' },
    ],
    'user.changeField': STEPS.flatMap((s) => (s.event.type === 'user.changeField' ? [s.event] : [])),
    'user.pickArea': STEPS.flatMap((s) => (s.event.type === 'user.pickArea' ? [s.event] : [])),
    'user.pickCountry': STEPS.flatMap((s) => (s.event.type === 'user.pickCountry' ? [s.event] : [])),
    'user.pickBirthDate': [{ type: 'user.pickBirthDate', value: '1980-05-01' }],
    'user.removeTaxRow': [{ type: 'user.removeTaxRow', index: 1 }],
    'user.pickTaxCountry': STEPS.flatMap((s) => (s.event.type === 'user.pickTaxCountry' ? [s.event] : [])),
    'user.changeTaxNo': STEPS.flatMap((s) => (s.event.type === 'user.changeTaxNo' ? [s.event] : [])),
    'user.chooseExemption': [{ type: 'user.chooseExemption', value: 'B' }],
    'user.addImages': [VALID_IMAGES, ...REFUSED_IMAGES],
    'user.removeImage': [{ type: 'user.removeImage', index: 0 }],
  },
  outcomes: {
    loadCrs: {
      loaded: real({
        birthDate: '1981-03-15',
        provinces: [BEIJING, HEBEI],
        countries: [CHINA, USA],
        draft: null,
        cities: { residence: [], birth: [] },
      } satisfies LoadedCrs),
      failed: httpFailure('selectArea', '查询地区失败'),
    },
    loadCities: {
      beijing: real([BEIJING_CITY], (c: Ctx) => c.loadingPlace === 'residence'),
      hebei: real([SHIJIAZHUANG], (c: Ctx) => c.loadingPlace === 'birth'),
      failed: httpFailure('selectArea', '查询地区失败'),
    },
    sendDeclaration: {
      sent: real(null),
      failed: httpFailure('crsCommit', '提交声明失败'),
    },
    uploadImages: {
      uploaded: real(null),
      failed: { error: new Error(crsText.uploadFailed), browser: { fault: { callKey: 'uploadCrs', httpStatus: 500 } } },
    },
  },
  filterEvents: (s, e) => {
    const c = s.context;
    if (e.type.startsWith('xstate.')) return true;
    // While cities load the user waits; outside the form (failed) 重新加载 is all there is.
    if (!s.matches({ editing: 'idle' })) return !s.matches('editing');
    const flag: string = c.form.p_oricustflag;
    switch (e.type) {
      case 'user.submit':
        return c.message === null || c.message === crsText.uploadFailed;
      case 'user.chooseResidency':
        if (e.value === '0') return flag === '';
        // Type 1 with China among the tax countries, once the form is complete; then back to type 2.
        if (e.value === '1') return flag === '2' && formDone(c) && c.message === null && !c.dataSent;
        return flag === '1' || isNext(c, e);
      case 'user.addImages':
        if (same(e, VALID_IMAGES)) return isNext(c, e);
        return same(nextStep(c)?.event ?? {}, VALID_IMAGES) && c.images.length === 0 && c.message === null;
      case 'user.removeImage':
        return c.images.length === 1 && flag === '2' && c.message === null && !c.dataSent;
      case 'user.removeTaxRow':
        return rows(c).length === 2 && rows(c)[1]!.p_taxnation === '' && c.message === null;
      case 'user.pickArea':
        // A city can be picked once its province's cities are there.
        return isNext(c, e) && (e.level === 'province' || c.cities[e.place].length > 0);
      default:
        return flag !== '0' && isNext(c, e as CrsDeclarationEvent);
    }
  },
  invariants: {
    'nothing typed or chosen is lost when sending or uploading fails': (now, before) =>
      !before.hasTag('busy') ||
      before.matches('loading') ||
      (same(now.context.form, before.context.form) && now.context.images === before.context.images),
    'at most three tax rows and six images': (now) =>
      (now.context.form.p_tax ?? []).length <= 3 && now.context.images.length <= 6,
  },
  at: { route: '/phone/crsDeclareIndex', loginAs: PHONE },
  gestures: {
    'user.chooseResidency': (e) => [{ click: residency(e.value) }],
    'user.changeField': (e) => [{ fill: textbox(CRS_FIELD_LABELS[e.field]), text: e.value }],
    // A place's province and city in one sheet (src/ui/Picker's AreaPicker): a province's pick moves it on to the
    // cities, and the investor closes it there to go on with the form (the city's pick closes it by itself).
    'user.pickArea': (e) => [
      { open: button(CRS_AREA_LABELS[e.place]), dialog: CRS_AREA_LABELS[e.place] },
      { click: { role: 'tab', name: AREA_LEVEL_LABELS[e.level] } },
      { click: button(e.choice.name) },
      ...(e.level === 'province' ? [{ click: button('关闭') }] : []),
    ],
    'user.pickCountry': (e) => pick(CRS_FIELD_LABELS[e.field], e.choice),
    'user.pickBirthDate': (e) => [{ setDate: CRS_FIELD_LABELS.p_birthdate, value: e.value }],
    'user.addTaxRow': () => [{ click: button('添加税收居民国（地区）') }],
    'user.removeTaxRow': (e) => [{ click: button(taxLabels(e.index).remove) }],
    'user.pickTaxCountry': (e) => pick(taxLabels(e.index).country, e.choice),
    'user.changeTaxNo': (e) => [{ fill: textbox(taxLabels(e.index).number), text: e.value }],
    'user.chooseExemption': (e) => [
      { click: { role: 'radio', name: CRS_EXEMPTIONS.find((x) => x.value === e.value)!.label } },
    ],
    'user.addImages': (e) => [
      { upload: CRS_IMAGE_INPUT_LABEL, files: e.images.map((i) => ({ name: i.name, ...FILES[i.name]! })) },
    ],
    'user.removeImage': () => [{ click: button('删除passport.png') }],
    'user.submit': () => [{ click: submit }],
    'user.retry': () => [{ click: button('重新加载') }],
  },
  sees: {
    // Against the real server the form may have loaded before anyone looks: only the route is sure to show.
    loading: [{ route: '/phone/crsDeclareIndex' }],
    failed: [{ text: '加载失败' }, { control: button('重新加载') }],
    'editing.idle': (s: CrsDeclarationSnapshot) => {
      const view = selectCrsDeclarationView(s);
      const sights: Sight[] = [
        { control: submit, disabled: false },
        view.message ? { text: view.message } : { noText: crsText.residencyRequired },
      ];
      if (view.full) {
        sights.push({ control: textbox(CRS_FIELD_LABELS.p_englastname), value: view.form.p_englastname ?? '' });
        sights.push({ control: textbox(CRS_FIELD_LABELS.jjsfyw), value: view.form.jjsfyw ?? '' });
        view.images.forEach((i) => sights.push({ control: { role: 'img', name: i.name } }));
        if (view.rows.length < 3) sights.push({ control: button('添加税收居民国（地区）') });
      } else sights.push({ noControl: textbox(CRS_FIELD_LABELS.p_englastname) });
      return sights as [Sight, ...Sight[]];
    },
    // Pass in a moment against the real server: what they show holds after them too.
    'editing.loadingCities': [{ control: textbox(CRS_FIELD_LABELS.p_englastname) }],
    // Pass in a moment against the real server, to the result page: only that no refusal shows holds either way.
    sending: [{ noText: crsText.residencyRequired }],
    uploading: [{ noText: crsText.residencyRequired }],
    done: [{ route: '/phone/crsDeclareResult' }],
  },
});
