import { string, ValidationError, type Schema, type StringSchema } from 'yup';
import { charCount, type TextRule } from '../contract';

/**
 * The first failing message of fields checked in the order the form shows them, or null when all pass. Forms
 * show one message at a time (the top one the user must fix), so one answer is enough.
 */
export function firstError(checks: ReadonlyArray<readonly [Schema, unknown]>): string | null {
  for (const [schema, value] of checks) {
    try {
      schema.validateSync(value);
    } catch (error) {
      if (error instanceof ValidationError) return error.message;
      throw error;
    }
  }
  return null;
}

/**
 * The yup schema of a contract text rule: the same checks in the same order as the server's (required, length
 * in characters, pattern, allowed values), with the rule's messages. A repeat (`sameAs`) needs the other field,
 * so the forms that have one check it themselves.
 */
export function textSchema(rule: TextRule): StringSchema<string | undefined> {
  let schema = string().typeError(rule.message);
  if (rule.trim) schema = schema.trim();
  if (rule.required) schema = schema.required(rule.required);
  schema = schema.test(
    'maxLength',
    rule.tooLong ?? rule.message,
    (value) => !value || charCount(value) <= rule.maxLength,
  );
  if (rule.pattern) schema = schema.matches(rule.pattern, { message: rule.message, excludeEmptyString: true });
  const { oneOf } = rule;
  if (oneOf) schema = schema.test('oneOf', rule.message, (value) => !value || oneOf.includes(value));
  return schema;
}
