import { EMPTY_CONTACT_FORM, type ContactForm } from '../../src/contract';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';
import { hashPassword, sha256Hex, type PasswordHash } from '../services/passwords';

/** The password of every demo account (the client sends sha256hex of it). */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAccount {
  phone: string;
  /** What this account demonstrates, for the README and tests. */
  role: 'verified' | 'unverified' | 'senior' | 'legacyWebsite' | 'mustChangePassword' | 'legacyPc';
  description: string;
  realName: string;
  idNumber: string | null;
  certificateType: string;
  isCertified: 0 | 2;
  type: 0 | 1;
  pwdChangeType: 0 | 1;
  legacy: '' | 'website' | 'pc';
  age: number | null;
  /** manage_code of the adviser, for verified users. */
  adviser: string | null;
  nickName: string;
  /** The stored contact form (selectContact); empty when absent. certificateType is the account's own. */
  contact?: Omit<ContactForm, 'certificateType'>;
}

/** An empty contact form: what a user who never saved one has. */
const { certificateType: _, ...NO_CONTACT } = EMPTY_CONTACT_FORM;

/** One fixture per business case (STYLE: verified, unverified, 65+, legacy website user, forced change). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    phone: '13800000001',
    role: 'verified',
    description: '已实名认证（45岁），有专属理财经理',
    realName: '张明远',
    idNumber: '11010519810315201X',
    certificateType: '0',
    isCertified: 2,
    type: 1,
    pwdChangeType: 1,
    legacy: '',
    age: 45,
    adviser: '8001',
    nickName: '明远',
    // Codes as the seeded areas (@vant/area-data) and CRM dictionaries have them.
    contact: {
      country: '中国',
      countryCode: 'CHN',
      sex: '男',
      postalCode: '100032',
      provinceCode: '110000',
      provinceName: '北京市',
      cityCode: '110100',
      cityName: '北京市',
      zoneCode: '110102',
      zoneName: '西城区',
      contactAddress: '金融大街7号英蓝国际金融中心12层',
      faxAddress: '010-66085588',
      email: 'zhangmingyuan@example.cn',
      nation: '汉族',
      nationCode: '01',
      jobOccupation: '专业技术人员',
      jobOccupationCode: '02',
      jobDescription: '',
    },
  },
  {
    phone: '13800000002',
    role: 'unverified',
    description: '已注册、未实名认证',
    realName: '',
    idNumber: null,
    certificateType: '',
    isCertified: 0,
    type: 0,
    pwdChangeType: 1,
    legacy: '',
    age: null,
    adviser: null,
    nickName: '',
  },
  {
    phone: '13800000065',
    role: 'senior',
    description: '已实名认证，70岁（风险测评的65岁以上提示）',
    realName: '王秀英',
    idNumber: '310104195603124527',
    certificateType: '0',
    isCertified: 2,
    type: 1,
    pwdChangeType: 1,
    legacy: '',
    age: 70,
    adviser: '8002',
    nickName: '',
  },
  {
    phone: '13800000003',
    role: 'legacyWebsite',
    description: '老官网用户：密码登录答 04040540，请用短信验证码登录',
    realName: '刘建国',
    idNumber: '320102196807213418',
    certificateType: '0',
    isCertified: 2,
    type: 1,
    pwdChangeType: 1,
    legacy: 'website',
    age: 58,
    adviser: '8003',
    nickName: '',
  },
  {
    phone: '13800000004',
    role: 'mustChangePassword',
    description: '柜台开户（护照），首次登录须修改密码',
    realName: '陈静怡',
    idNumber: 'E12345678',
    certificateType: '1',
    isCertified: 2,
    type: 1,
    pwdChangeType: 0,
    legacy: '',
    age: 38,
    adviser: '8001',
    nickName: '',
  },
  {
    phone: '13800000005',
    role: 'legacyPc',
    description: '老PC端用户：短信登录答 04040541，须在APP重新注册',
    realName: '',
    idNumber: null,
    certificateType: '',
    isCertified: 0,
    type: 0,
    pwdChangeType: 1,
    legacy: 'pc',
    age: null,
    adviser: null,
    nickName: '',
  },
];

export interface DemoAdviser {
  manageCode: string;
  name: string;
  workYears: number;
  telephone: string;
  weChatNo: string;
  address: string;
}

/** 7777777 is the special manageCode whose QR page shows another banner (spec 1 §2). */
export const DEMO_ADVISERS: readonly DemoAdviser[] = [
  {
    manageCode: '8001',
    name: '李婷',
    workYears: 8,
    telephone: '13900000001',
    weChatNo: 'liting_wealth',
    address: '北京市西城区金融大街鼎元大厦18层',
  },
  {
    manageCode: '8002',
    name: '周文博',
    workYears: 12,
    telephone: '13900000002',
    weChatNo: 'zhouwenbo_trust',
    address: '上海市浦东新区陆家嘴环路1000号26层',
  },
  {
    manageCode: '8003',
    name: '孙晓梅',
    workYears: 6,
    telephone: '13900000003',
    weChatNo: 'sunxm_wealth',
    address: '浙江省杭州市上城区钱江路58号12层',
  },
  {
    manageCode: '8004',
    name: '赵立强',
    workYears: 15,
    telephone: '13900000004',
    weChatNo: 'zhaoliqiang88',
    address: '北京市朝阳区建国门外大街1号国贸大厦20层',
  },
  {
    manageCode: '8005',
    name: '吴佳琪',
    workYears: 3,
    telephone: '13900000005',
    weChatNo: 'wujiaqi_trust',
    address: '上海市黄浦区中山东一路18号9层',
  },
  {
    manageCode: '7777777',
    name: '鼎元财富直营团队',
    workYears: 10,
    telephone: '4006500717',
    weChatNo: 'dingyuan_wealth',
    address: '北京市西城区金融大街鼎元大厦1层财富中心',
  },
];

/** A round badge with the adviser's surname, as a data URL (img-src allows data:). */
function avatar(name: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue},55%,45%)"/><text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${name.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Birth date `age` years (and a few months) before the clock's date, so the age holds on the seed day. */
function birthDate(clock: Clock, age: number): string {
  const now = clock.now();
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCMonth(d.getUTCMonth() - 3);
  return d.toISOString().slice(0, 10);
}

/** Each account has its own salt; kept per process so that reseeding (dev reset, tests) costs no new scrypt. */
const demoHashes = new Map<string, Promise<PasswordHash>>();
function demoPasswordHash(phone: string) {
  let hashed = demoHashes.get(phone);
  if (!hashed) {
    hashed = hashPassword(sha256Hex(DEMO_PASSWORD));
    demoHashes.set(phone, hashed);
  }
  return hashed;
}

/**
 * Creates the advisers and demo accounts, or puts them back to their seeded state (POST /services/dev/reset
 * with reseed): upserts by manage code and phone, so other users and their data stay.
 */
export async function seedAccounts(db: Queryable, clock: Clock): Promise<void> {
  const now = clock.now();
  for (const [i, a] of DEMO_ADVISERS.entries()) {
    await db.query(
      `INSERT INTO advisers (manage_code, name, head_image, work_years, telephone, we_chat_no, address)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (manage_code) DO UPDATE SET name = $2, head_image = $3, work_years = $4, telephone = $5,
         we_chat_no = $6, address = $7`,
      [a.manageCode, a.name, avatar(a.name, (i * 57) % 360), a.workYears, a.telephone, a.weChatNo, a.address],
    );
  }
  for (const u of DEMO_ACCOUNTS) {
    const { hash, salt, params } = await demoPasswordHash(u.phone);
    await db.query(
      `INSERT INTO users (phone, id_number, certificate_type, password_hash, password_salt, password_params, real_name,
         is_certified, certified_at, type, pwd_change_type, legacy, nick_name, birth_date, adviser_id, register_source,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $16, $6, $7, CASE WHEN $7::smallint = 2 THEN $13::timestamptz END, $8, $9, $10, $11,
         $12, (SELECT id FROM advisers WHERE manage_code = $14), $15, $13, $13)
       ON CONFLICT (phone) DO UPDATE SET id_number = $2, certificate_type = $3, password_hash = $4, password_salt = $5,
         password_params = $16,
         real_name = $6, is_certified = $7, certified_at = CASE WHEN $7::smallint = 2 THEN $13::timestamptz END, type = $8,
         pwd_change_type = $9, legacy = $10, nick_name = $11, birth_date = $12,
         adviser_id = (SELECT id FROM advisers WHERE manage_code = $14), updated_at = $13`,
      [
        u.phone,
        u.idNumber,
        u.certificateType,
        hash,
        salt,
        u.realName,
        u.isCertified,
        u.type,
        u.pwdChangeType,
        u.legacy,
        u.nickName,
        u.age === null ? null : birthDate(clock, u.age),
        now,
        u.adviser,
        u.legacy === 'pc' ? '1' : '4',
        params,
      ],
    );
    // The profile the personal area edits: back to the seeded one on a reseed (no avatar: the screens show the default).
    const c = u.contact ?? NO_CONTACT;
    await db.query(
      `UPDATE users SET profile_photo = '', profile_photo_key = NULL, sex = $2, country = $3, country_code = $4, postal_code = $5,
         province_code = $6, province_name = $7, city_code = $8, city_name = $9, zone_code = $10, zone_name = $11,
         contact_address = $12, fax_address = $13, email = $14, nation = $15, nation_code = $16,
         job_occupation = $17, job_occupation_code = $18, job_description = $19
       WHERE phone = $1`,
      [
        u.phone,
        c.sex,
        c.country,
        c.countryCode,
        c.postalCode,
        c.provinceCode,
        c.provinceName,
        c.cityCode,
        c.cityName,
        c.zoneCode,
        c.zoneName,
        c.contactAddress,
        c.faxAddress,
        c.email,
        c.nation,
        c.nationCode,
        c.jobOccupation,
        c.jobOccupationCode,
        c.jobDescription,
      ],
    );
  }
}
