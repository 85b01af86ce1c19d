/**
 * The personal area's forms (spec 1 §5 "Nickname", "Complaint"): the rules and texts are the contract's request
 * rules for updateNickName and addOpinion, so the page says what the server would answer.
 */
import {
  charCount,
  fieldRules,
  NICKNAME_MAX_LENGTH,
  OPINION_MAX_LENGTH,
  opinionText,
  contactFormRules,
  type ContactForm,
} from '../contract';
import { firstError, textSchema } from './form';

export { NICKNAME_MAX_LENGTH, OPINION_MAX_LENGTH, opinionText };

const nickname = textSchema(fieldRules.nickname);
const opinion = textSchema(fieldRules.opinion);
const opinionType = textSchema(fieldRules.opinionType);

export const nicknameError = (nickName: string): string | null => firstError([[nickname, nickName]]);

/** The choice comes first on the page, then the text (spec 1 §2 "Complaint and suggestion form"). */
export const opinionError = (form: { type: string; opinion: string }): string | null =>
  firstError([
    [opinionType, form.type],
    [opinion, form.opinion],
  ]);

/** What the live counter shows: characters as the server counts them (an emoji counts once). */
export const opinionLength = (text: string): number => charCount(text);

/** The contact form's typed fields, in the order the page shows them (spec 1 §3 "Contact fields"). */
export const CONTACT_TYPED_FIELDS = ['postalCode', 'contactAddress', 'faxAddress', 'email', 'jobDescription'] as const;
export type ContactTypedField = (typeof CONTACT_TYPED_FIELDS)[number];

// Only these rules: the whole request table would pull every call's rules into the first page's bundle.
const contactRules = contactFormRules;

/** How long each typed field may be: the input caps it where the server would refuse it. */
export const contactMaxLength = (field: ContactTypedField): number => contactRules[field].maxLength;

/**
 * The first problem of the contact form, top to bottom, or null: the server's rules for modifyCustomerInfo, and
 * the description that occupation 其他 requires (spec 1 §5 "Contact": 请输入职业描述).
 */
export function contactError(form: ContactForm): string | null {
  const typed = firstError(
    CONTACT_TYPED_FIELDS.map((field) => [textSchema(contactRules[field]), form[field]] as const),
  );
  if (typed) return typed;
  const { requiredWhen } = contactRules.jobDescription;
  if (!requiredWhen?.oneOf.includes(form.jobOccupation)) return null;
  return form.jobDescription.trim() === '' ? requiredWhen.message : null;
}
