/** Company facts several pages print: one place, so the hotline cannot differ between pages. */
export const HOTLINE = '400-650-0717';
/**
 * The hotline's two readings (spec 1 §9 gives both; spec 2 §9 and spec 3 §9: 13:30 "in the static warning page",
 * "another page gives" 13:00). The customer-service line (客服热线: the warning page, the legal texts, the contact
 * page, 我的) answers from 13:30; the wealth line (财富热线: the company and service pages, where advisers answer)
 * from 13:00.
 */
export const SERVICE_HOURS = '工作日 9:00-12:00，13:30-17:30';
export const WEALTH_HOTLINE_HOURS = '工作日 9:00-12:00，13:00-17:30';
/** The trustee's name and registered place, as the legal texts give them (fictional). */
export const COMPANY_NAME = '鼎元信托股份有限公司';
export const COMPANY_ADDRESS = '北京市西城区金融大街鼎元大厦';

export interface Office {
  /** 北京总部, 上海财富中心, … */
  name: string;
  city: string;
  address: string;
  /** GCJ-02 (the coordinates Chinese map apps use), for the map link. */
  lng: number;
  lat: number;
}

/** Head office in Beijing, offices in Shanghai and Hangzhou (spec 1 §2 "Branch network", spec 3 §2). Fictional. */
export const OFFICES: readonly Office[] = [
  { name: '北京总部', city: '北京', address: '北京市西城区金融大街鼎元大厦', lng: 116.3571, lat: 39.9151 },
  { name: '上海财富中心', city: '上海', address: '上海市浦东新区陆家嘴环路1000号', lng: 121.5055, lat: 31.2397 },
  { name: '杭州财富中心', city: '杭州', address: '杭州市上城区钱江路1366号', lng: 120.2137, lat: 30.2488 },
];

/**
 * A map of the office: a marker link of a public map service, which opens its app where installed and its web map
 * otherwise. Inside the app the native shell opens it (bridge `externalURL`); in a browser it is an ordinary link.
 */
export const mapUrl = (office: Office): string =>
  `https://uri.amap.com/marker?${new URLSearchParams({
    position: `${office.lng},${office.lat}`,
    name: office.name,
    src: 'trust-h5',
    coordinate: 'gaode',
    callnative: '1',
  }).toString()}`;
