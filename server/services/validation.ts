import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';

/**
 * A request rule that needs the database or the server's state failed (an adviser that does not exist, a
 * password already set): 04040001 with the spec's message. Field rules (required, format, length, allowed
 * values) are not written here: the dispatcher checks them against the contract's REQUEST_RULES before a
 * handler runs.
 */
export function invalid(msg: string): never {
  throw new BusinessError(Code.invalidInput, msg);
}
