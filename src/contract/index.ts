export * from './envelope.ts';
export * from './texts.ts';
export * from './fields.ts';
export { contactFormRules, type RequestRules } from './requestRules.ts';
export * from './checkRequest.ts';
export * from './risk.ts';
export * from './crs.ts';
export * from './area.ts';
export type * from './account.ts';
export type * from './invest.ts';
export type * from './content.ts';
export * from './calls.ts';
export type { CallDeclaration, CallFlags } from './defineCall.ts';

/** What the CRS upload answers as `result.data`. */
export interface CrsUploadResult {
  count: number;
  ids: number[];
}
