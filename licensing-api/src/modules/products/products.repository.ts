// Product queries. Writes answer whether a row was touched, so routes can answer 404.
import type { Kysely } from 'kysely';
import type { Database, NewProduct, ProductUpdate } from '../../db/schema.js';
import { lockUnlessInUse, type Usage } from '../../lib/in-use.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import { productList } from './products.schemas.js';

/** What refers to a product: a delete is refused (409) while any of these rows exist. */
export const productUsages: readonly Usage[] = [
  { table: 'product_editions', column: 'product_id', label: 'product edition' },
  { table: 'features', column: 'product_id', label: 'feature' },
  { table: 'addons', column: 'product_id', label: 'add-on' },
  { table: 'release_packages', column: 'product_id', label: 'release package' },
];

export function productsRepository(db: Kysely<Database>) {
  return {
    list(request: ListRequest) {
      return findPage(db.selectFrom('products').selectAll('products'), productList, request);
    },

    findById(id: number) {
      return db.selectFrom('products').selectAll().where('product_id', '=', id).executeTakeFirst();
    },

    async create(values: NewProduct): Promise<number> {
      const row = await db
        .insertInto('products')
        .values(values)
        .returning('product_id')
        .executeTakeFirstOrThrow();
      return row.product_id;
    },

    async update(id: number, values: ProductUpdate): Promise<boolean> {
      const result = await db
        .updateTable('products')
        .set(values)
        .where('product_id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** False when there is no such product; a 409 while something uses it. */
    remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const target = { table: 'products', key: 'product_id', id, label: 'product' } as const;
        if (!(await lockUnlessInUse(trx, target, productUsages))) return false;
        const result = await trx.deleteFrom('products').where('product_id', '=', id).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },
  };
}
