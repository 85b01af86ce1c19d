/**
 * Every flow of the product. Generated tests (machine, view, browser), flow docs, coverage and the dev flows
 * page come from this list only: a machine that is not listed here gets none of them.
 * One entry per file in machines/entries/, named after the flow's id.
 */
import type { CatalogueEntry } from './catalogueTypes';
import { agreementChangeEntry } from './entries/agreementChange';
import { changePasswordEntry } from './entries/changePassword';
import { forgotPasswordEntry } from './entries/forgotPassword';
import { loginEntry } from './entries/login';
import { logoutEntry } from './entries/logout';
import { registerEntry } from './entries/register';
import { setPasswordEntry } from './entries/setPassword';
import { smsCountdownEntry } from './entries/smsCountdown';

export type * from './catalogueTypes';

export const catalogue: readonly CatalogueEntry[] = [
  smsCountdownEntry,
  loginEntry,
  forgotPasswordEntry,
  setPasswordEntry,
  changePasswordEntry,
  agreementChangeEntry,
  registerEntry,
  logoutEntry,
];
