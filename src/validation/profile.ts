/**
 * The personal area's forms (spec 1 §5 "Nickname", "Complaint"): the rules and texts are the contract's request
 * rules for updateNickName and addOpinion, so the page says what the server would answer.
 */
import { charCount, fieldRules, NICKNAME_MAX_LENGTH, OPINION_MAX_LENGTH, opinionText } from '../contract';
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
