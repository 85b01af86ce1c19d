/** Company facts several pages print: one place, so the hotline cannot differ between pages. */
export const HOTLINE = '400-650-0717';
// Spec 2 §9 / spec 3 §9 give 13:30 for the static pages (another page says 13:00).
export const SERVICE_HOURS = '工作日 9:00-12:00，13:30-17:30';
