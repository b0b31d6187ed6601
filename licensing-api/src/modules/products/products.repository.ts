// Product queries. Writes answer whether a row was touched, so routes can answer 404.
import type { Kysely } from 'kysely';
import type { Database, NewProduct, ProductUpdate } from '../../db/schema.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import { productList } from './products.schemas.js';

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

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('products').where('product_id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
