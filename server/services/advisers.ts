/** Wealth advisers as registration finds them (spec 1 §2 adviser search, §7 selectManagerInfo, userRegister). */
import { accountText } from '../../src/contract';
import type { Queryable } from '../db/types';
import { invalid } from './validation';

/** The adviser of a code; refused (the spec's message) when no adviser has it. */
export async function adviserIdOf(db: Queryable, manageCode: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM advisers WHERE manage_code = $1', [manageCode]);
  return rows[0]?.id ?? invalid(accountText.adviserNotFound);
}

/** Advisers whose name contains `name` or whose code is `account`, at most 20; none when both are empty. */
export async function searchAdvisers(
  db: Queryable,
  name: string,
  account: string,
): Promise<Array<{ broker_name: string; broker_account: string }>> {
  if (!name && !account) return [];
  const { rows } = await db.query<{ broker_name: string; broker_account: string }>(
    `SELECT name AS broker_name, manage_code AS broker_account FROM advisers
     WHERE ($1 <> '' AND strpos(name, $1) > 0) OR ($2 <> '' AND manage_code = $2)
     ORDER BY name, manage_code LIMIT 20`,
    [name, account],
  );
  return rows;
}
