// An order as sold, read in two queries: its row with its product's, plan's and edition's names,
// and its quote lines (domain quoteLines, from the prices stored with it). The quote PDF and the
// QuickBooks invoice both read it.
import { orderEntity, quoteLines } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { orNotFound } from '../../lib/errors.js';
import { orderEdition } from './orders.table.js';

export async function soldOrder(db: Kysely<Database>, id: number) {
  const order = orNotFound(
    await db
      .selectFrom('customer_requests')
      .innerJoin('products', 'products.product_id', 'customer_requests.product_id')
      .innerJoin('product_license_plans as pl', 'pl.id', 'customer_requests.product_license_plan_id')
      .leftJoin('product_editions', orderEdition)
      .selectAll('customer_requests')
      .select(['products.product_name', 'pl.name as plan_name', 'product_editions.product_edition_name'])
      .where('customer_requests.id', '=', id)
      .executeTakeFirst(),
    orderEntity.notFoundLabel,
  );
  const details = await db
    .selectFrom('order_details')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const lines = quoteLines({
    planName: order.plan_name,
    quantity: order.quantity,
    duration: order.plan_quantity,
    productName: order.product_name,
    editionName: order.product_edition_name,
    editionCode: order.license_edition_code,
    unitPrice: Number(order.unit_price),
    lines: details.map((line) => ({
      orderItem: line.order_item,
      unitPrice: Number(line.unit_price),
      quantity: line.quantity,
      priceCalcPerItem: line.price_calc_per_item,
    })),
  });
  return { order, lines };
}
