/**
 * The activity sign-up form (spec 3 §3, §5): its fields' rules and texts are the contract's request rules for
 * applySave, so the modal says what the server would answer, in the order the modal shows the fields.
 */
import { REQUEST_RULES, SIGN_UP_NAME_MAX_LENGTH, SIGN_UP_NOTES_MAX_LENGTH } from '../contract';
import { firstError, textSchema } from './form';

export { SIGN_UP_NAME_MAX_LENGTH, SIGN_UP_NOTES_MAX_LENGTH };

const rules = REQUEST_RULES.applySave;
const schemas = {
  applyName: textSchema(rules.applyName),
  applyPhoneNumber: textSchema(rules.applyPhoneNumber),
  customerManager: textSchema(rules.customerManager),
  areaCode: textSchema(rules.areaCode),
  notes: textSchema(rules.notes),
};

export type SignUpFields = Record<keyof typeof schemas, string>;

export const signUpError = (form: SignUpFields): string | null =>
  firstError(
    (Object.keys(schemas) as Array<keyof SignUpFields>).map((field) => [schemas[field], form[field]] as const),
  );
