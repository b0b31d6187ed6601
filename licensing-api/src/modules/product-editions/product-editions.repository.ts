// Product edition queries. An edition and its feature lines are written in one transaction; lines
// must name features of the edition's product, and boolean features hold 1 or 0.
import { type EditionLineValues, isBooleanFeatureType } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { lockUnlessInUse, type Usage } from '../../lib/in-use.js';
import { requireReference } from '../../lib/references.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import {
  type ProductEditionLineRow,
  type ProductEditionRow,
  productEditionList,
  type toProductEditionRow,
} from './product-editions.schemas.js';

/** What refers to a product edition (licenses, later): a delete is refused (409) while any exist. */
export const productEditionUsages: Usage[] = [];

type EditionWrite = ReturnType<typeof toProductEditionRow>;

const LINES_FIELD = 'ProductEditionDetail';

/**
 * Checks edition or product-edition lines against the features they name: every feature exists,
 * belongs to `productId` when one is given, and a boolean feature's quantity is 1 or 0.
 */
export async function checkFeatureLines(
  trx: Kysely<Database>,
  lines: readonly EditionLineValues[],
  field: string,
  productId?: number,
): Promise<void> {
  if (lines.length === 0) return;
  const features = await trx
    .selectFrom('features')
    .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id')
    .select(['features.id', 'features.label', 'features.product_id', 'feature_data_types.type'])
    .where(
      'features.id',
      'in',
      lines.map((line) => line.featureId),
    )
    // As requireReference: the features cannot be deleted before this write commits.
    .forKeyShare('features')
    .execute();
  const refuse = (message: string) => badRequest(message, { [field]: [message] });
  for (const line of lines) {
    const feature = features.find((candidate) => candidate.id === line.featureId);
    if (!feature) throw refuse(`Feature ${line.featureId} not found.`);
    if (productId !== undefined && feature.product_id !== productId) {
      throw refuse(`The feature '${feature.label}' belongs to another product.`);
    }
    if (isBooleanFeatureType(feature.type) && line.quantity !== 0 && line.quantity !== 1) {
      throw refuse(`The feature '${feature.label}' is a switch: its quantity must be 1 or 0.`);
    }
  }
}

export function productEditionsRepository(db: Kysely<Database>) {
  const select = (from: Kysely<Database>) =>
    from
      .selectFrom('product_editions')
      .innerJoin('products', 'products.product_id', 'product_editions.product_id')
      .select([
        'product_editions.product_edition_id',
        'product_editions.product_id',
        'products.product_name',
        'product_editions.product_edition_name',
        'product_editions.product_edition_code',
        'product_editions.price',
        'product_editions.price_per_month',
        'product_editions.display_order',
        'product_editions.active_date',
        'product_editions.inactive_date',
      ]);

  /** The lines of these editions, in one query, by feature label. */
  async function linesOf(from: Kysely<Database>, editionIds: number[]): Promise<ProductEditionLineRow[]> {
    if (editionIds.length === 0) return [];
    return from
      .selectFrom('product_edition_details as d')
      .innerJoin('features as f', 'f.id', 'd.feature_id')
      .select([
        'd.products_edition_detail_id',
        'd.product_edition_id',
        'd.feature_id',
        'd.quantity',
        'd.description',
        'f.feature_data_type_id',
        'f.name as feature_name',
        'f.label as feature_label',
        'f.is_active as is_feature_active',
      ])
      .where('d.product_edition_id', 'in', editionIds)
      .orderBy('f.label')
      .orderBy('d.products_edition_detail_id')
      .execute();
  }

  const withLines = async (from: Kysely<Database>, rows: ProductEditionRow[]) => {
    const lines = await linesOf(
      from,
      rows.map((row) => row.product_edition_id),
    );
    return rows.map((row) => ({
      row,
      lines: lines.filter((line) => line.product_edition_id === row.product_edition_id),
    }));
  };

  async function checkWrite(trx: Kysely<Database>, values: EditionWrite, lines: EditionLineValues[]) {
    await requireReference(trx, {
      table: 'products',
      key: 'product_id',
      id: values.product_id,
      label: 'Product',
      field: 'ProductID',
    });
    await checkFeatureLines(trx, lines, LINES_FIELD, values.product_id);
  }

  async function insertLines(trx: Kysely<Database>, editionId: number, lines: EditionLineValues[]) {
    if (lines.length === 0) return;
    await trx
      .insertInto('product_edition_details')
      .values(
        lines.map((line) => ({
          product_edition_id: editionId,
          feature_id: line.featureId,
          quantity: line.quantity,
        })),
      )
      .execute();
  }

  return {
    async list(request: ListRequest) {
      const page = await findPage(select(db), productEditionList, request);
      return { items: await withLines(db, page.rows), total: page.total };
    },

    async findById(id: number) {
      const row = await select(db).where('product_editions.product_edition_id', '=', id).executeTakeFirst();
      return row ? (await withLines(db, [row]))[0] : undefined;
    },

    create(values: EditionWrite, lines: EditionLineValues[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await checkWrite(trx, values, lines);
        const row = await trx
          .insertInto('product_editions')
          .values(values)
          .returning('product_edition_id')
          .executeTakeFirstOrThrow();
        await insertLines(trx, row.product_edition_id, lines);
        return row.product_edition_id;
      });
    },

    /** Replaces the edition's fields and all its lines. */
    update(id: number, values: EditionWrite, lines: EditionLineValues[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('product_editions')
          .select('product_edition_id')
          .where('product_edition_id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!existing) return false;
        await checkWrite(trx, values, lines);
        await trx.updateTable('product_editions').set(values).where('product_edition_id', '=', id).execute();
        await trx.deleteFrom('product_edition_details').where('product_edition_id', '=', id).execute();
        await insertLines(trx, id, lines);
        return true;
      });
    },

    remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const target = {
          table: 'product_editions',
          key: 'product_edition_id',
          id,
          label: 'product edition',
        } as const;
        if (!(await lockUnlessInUse(trx, target, productEditionUsages))) return false;
        // Its lines go with it (on delete cascade).
        await trx.deleteFrom('product_editions').where('product_edition_id', '=', id).execute();
        return true;
      });
    },
  };
}
