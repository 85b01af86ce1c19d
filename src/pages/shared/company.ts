/** Company facts several pages print: one place, so the hotline cannot differ between pages. */
export const HOTLINE = '400-650-0717';
// Spec 2 §9 / spec 3 §9 give 13:30 for the static pages (another page says 13:00).
export const SERVICE_HOURS = '工作日 9:00-12:00，13:30-17:30';
/** The trustee's name and registered place, as the legal texts give them (fictional). */
export const COMPANY_NAME = '鼎元信托股份有限公司';
export const COMPANY_ADDRESS = '北京市西城区金融大街鼎元大厦';
