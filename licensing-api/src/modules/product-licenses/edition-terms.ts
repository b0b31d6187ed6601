// SPEC §4's trial edition rule, held for every writer of a license (the web form, REST, GraphQL,
// clones): on an edition whose code contains 'trial' the license is a Trial on the Monthly plan,
// expiring two months after it was put on that edition, whatever the caller sent (the form locks
// those fields; domain's trialEditionTerms is the rule). Product licenses and older licenses alike.
import { trialEditionTerms } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import type { AnyDb, Id, Values } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';

export type Editions = {
  /** The license's edition field and column. */
  field: string;
  column: string;
  /** The license table. */
  licenses: 'product_licenses' | 'licenses';
  /** The editions it refers to: their table, key and code column. */
  table: 'product_editions' | 'editions';
  key: string;
  code: string;
  /** The license's plan field, when licenses of this kind have a plan. */
  planField?: string;
};

/** The id of the license type of this name (Trial, Subscription…). */
export const licenseTypeId = async (trx: Kysely<Database>, name: string) =>
  (await trx.selectFrom('license_types').select('id').where('type_name', '=', name).executeTakeFirstOrThrow())
    .id;

/** The id of the license plan of this name (Monthly, Annually). */
export const planId = async (trx: Kysely<Database>, name: string) =>
  (
    await trx
      .selectFrom('product_license_plans')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

export const settleEditionTerms =
  (editions: Editions) =>
  async (trx: Kysely<Database>, values: Values, id?: Id): Promise<Values> => {
    const editionId = values[editions.field];
    if (editionId === undefined || editionId === null) return values;
    const db = trx as AnyDb;
    const edition = (await db
      .selectFrom(editions.table)
      .select(sql.ref(editions.code).as('code'))
      .where(sql.ref(editions.key), '=', editionId)
      .executeTakeFirst()) as { code: string } | undefined;
    // An unknown edition is refused by the reference check that follows.
    if (!edition) return values;
    const stored =
      id === undefined
        ? undefined
        : ((await db
            .selectFrom(editions.licenses)
            .select([sql.ref(editions.column).as('editionId'), sql.ref('expired_date').as('expiredDate')])
            .where('id', '=', id)
            .executeTakeFirst()) as { editionId: number; expiredDate: Date } | undefined);
    const kept = stored && Number(stored.editionId) === Number(editionId) ? stored.expiredDate : null;
    const terms = trialEditionTerms(edition.code, kept);
    if (!terms) return values;
    const settled: Values = {
      ...values,
      licenseTypeId: await licenseTypeId(trx, terms.licenseType),
      expiredDate: terms.expiredDate.toISOString(),
    };
    if (editions.planField) settled[editions.planField] = await planId(trx, terms.plan);
    return settled;
  };
