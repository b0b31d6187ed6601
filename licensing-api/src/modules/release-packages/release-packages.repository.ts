// Release package queries. Writes check the product inside their transaction and answer whether a
// row was touched, so routes can answer 404.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { requireReference } from '../../lib/references.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import { releasePackageList } from './release-packages.schemas.js';

type ReleasePackageRow = {
  product_id: number;
  name: string;
  version: string;
  url: string | null;
  description: string | null;
};

const productOf = (id: number) =>
  ({ table: 'products', key: 'product_id', id, label: 'Product', field: 'ProductID' }) as const;

export function releasePackagesRepository(db: Kysely<Database>) {
  return {
    list(request: ListRequest) {
      return findPage(
        db.selectFrom('release_packages').selectAll('release_packages'),
        releasePackageList,
        request,
      );
    },

    findById(id: number) {
      return db.selectFrom('release_packages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    create(values: ReleasePackageRow): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await requireReference(trx, productOf(values.product_id));
        const row = await trx
          .insertInto('release_packages')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    update(id: number, values: ReleasePackageRow): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await requireReference(trx, productOf(values.product_id));
        const result = await trx
          .updateTable('release_packages')
          .set(values)
          .where('id', '=', id)
          .executeTakeFirst();
        return result.numUpdatedRows > 0n;
      });
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('release_packages').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
