// Older edition queries: the edition and its lines are written in one transaction.
import type { EditionLineValues } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockUnlessInUse, type Usage } from '../../lib/in-use.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import { checkFeatureLines } from '../product-editions/product-editions.repository.js';
import { type EditionLineRow, type EditionRow, editionList, type toEditionRow } from './editions.schemas.js';

/** What refers to an edition (licenses, later): a delete is refused (409) while any exist. */
export const editionUsages: Usage[] = [];

type EditionWrite = ReturnType<typeof toEditionRow>;

export function editionsRepository(db: Kysely<Database>) {
  const select = (from: Kysely<Database>) =>
    from
      .selectFrom('editions')
      .select([
        'editions.id',
        'editions.name',
        'editions.code',
        'editions.active_date',
        'editions.inactive_date',
      ]);

  async function withLines(from: Kysely<Database>, rows: EditionRow[]) {
    const ids = rows.map((row) => row.id);
    const lines: EditionLineRow[] =
      ids.length === 0
        ? []
        : await from
            .selectFrom('edition_details as d')
            .innerJoin('features as f', 'f.id', 'd.feature_id')
            .select([
              'd.id',
              'd.edition_id',
              'd.feature_id',
              'd.quantity',
              'f.name as feature_name',
              'f.label as feature_label',
              'f.feature_data_type_id',
            ])
            .where('d.edition_id', 'in', ids)
            .orderBy('f.label')
            .orderBy('d.id')
            .execute();
    return rows.map((row) => ({ row, lines: lines.filter((line) => line.edition_id === row.id) }));
  }

  async function insertLines(trx: Kysely<Database>, editionId: number, lines: EditionLineValues[]) {
    if (lines.length === 0) return;
    await trx
      .insertInto('edition_details')
      .values(
        lines.map((line) => ({ edition_id: editionId, feature_id: line.featureId, quantity: line.quantity })),
      )
      .execute();
  }

  return {
    async list(request: ListRequest) {
      const page = await findPage(select(db), editionList, request);
      return { items: await withLines(db, page.rows), total: page.total };
    },

    async findById(id: number) {
      const row = await select(db).where('editions.id', '=', id).executeTakeFirst();
      return row ? (await withLines(db, [row]))[0] : undefined;
    },

    create(values: EditionWrite, lines: EditionLineValues[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await checkFeatureLines(trx, lines, 'EditionDetail');
        const row = await trx.insertInto('editions').values(values).returning('id').executeTakeFirstOrThrow();
        await insertLines(trx, row.id, lines);
        return row.id;
      });
    },

    update(id: number, values: EditionWrite, lines: EditionLineValues[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('editions')
          .select('id')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!existing) return false;
        await checkFeatureLines(trx, lines, 'EditionDetail');
        await trx.updateTable('editions').set(values).where('id', '=', id).execute();
        await trx.deleteFrom('edition_details').where('edition_id', '=', id).execute();
        await insertLines(trx, id, lines);
        return true;
      });
    },

    remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (
          !(await lockUnlessInUse(trx, { table: 'editions', key: 'id', id, label: 'edition' }, editionUsages))
        ) {
          return false;
        }
        await trx.deleteFrom('editions').where('id', '=', id).execute();
        return true;
      });
    },
  };
}
