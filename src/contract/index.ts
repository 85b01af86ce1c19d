export * from './envelope';
export * from './texts';
export * from './fields';
export { contactFormRules, type RequestRules } from './requestRules';
export * from './checkRequest';
export * from './risk';
export * from './crs';
export type * from './account';
export type * from './invest';
export type * from './content';
export * from './calls';
export type { CallDeclaration, CallFlags } from './defineCall';

/** What the CRS upload answers as `result.data`. */
export interface CrsUploadResult {
  count: number;
  ids: number[];
}
