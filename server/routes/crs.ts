/**
 * The CRS tax-residency declaration of spec 2 (§4 "CRS audit status", "CRS commit", §5 "CRS save", §7): the status,
 * and the declaration sent by crsCommit or (jumpType 1) updateCrs. The request rules have checked each field; the
 * rules across fields are the contract's `crsFormError`, the same the form applies; the countries must be the
 * dictionary's. A declaration is a new row with its audit status 1 (under review); none is changed or deleted here.
 */
import { Code, contactText, crsFormError, crsText, type CrsForm } from '../../src/contract';
import { BusinessError, sessionOf, type CallContext, type Handler, type Handlers } from '../core/calls';
import { chinaToday } from '../services/clock';
import { requireCertified } from '../services/users';

/** Every country key a declaration names is one of the country dictionary's (5084). */
async function requireKnownCountries(ctx: CallContext, form: CrsForm): Promise<void> {
  const keys = [form.jjgjyw, form.p_engbornnation, ...(form.p_tax ?? []).map((row) => row.p_taxnation)]
    .map((key) => (key ?? '').trim())
    .filter((key) => key !== '');
  const unique = [...new Set(keys)];
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM crm_dicts WHERE dict_key = '5084' AND system = 'DATACNT' AND key_value = ANY($1::text[])`,
    [unique],
  );
  if ((rows[0]?.n ?? 0) !== unique.length) throw new BusinessError(Code.invalidInput, contactText.countryInvalid);
}

function declare<K extends 'crsCommit' | 'updateCrs'>(sentBy: K): Handler<K> {
  return async (req: CrsForm, ctx: CallContext) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    const problem = crsFormError(req, chinaToday(ctx.clock));
    if (problem) throw new BusinessError(Code.invalidInput, problem);
    // Type 0 is the flag alone (spec 2 §4): nothing else sent is kept.
    const form: CrsForm = req.p_oricustflag === '0' ? { p_oricustflag: '0' } : req;
    if (form.p_oricustflag !== '0') await requireKnownCountries(ctx, form);
    await ctx.db.query(
      `INSERT INTO crs_declarations (user_id, flag, form, sent_by, created_at) VALUES ($1, $2, $3::jsonb, $4, $5)`,
      [userId, form.p_oricustflag, JSON.stringify(form), sentBy, ctx.clock.now()],
    );
    return { data: null, msg: crsText.saved };
  };
}

export const crsHandlers: Handlers = {
  selectCrs: async (_req, ctx) => {
    const { rows } = await ctx.db.query<{ oricustflag: string; crsauditstatus: '1' | '2' | '3' }>(
      `SELECT flag AS oricustflag, audit_status AS crsauditstatus FROM crs_declarations
       WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [sessionOf(ctx).userId],
    );
    return { data: rows[0] ?? { oricustflag: '', crsauditstatus: '' } };
  },
  crsCommit: declare('crsCommit'),
  updateCrs: declare('updateCrs'),
};
