import { ValidationError, type Schema } from 'yup';

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
