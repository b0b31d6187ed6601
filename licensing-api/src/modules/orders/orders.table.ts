// Orders (SPEC §3 Order, api/CustomerRequest): the order number comes from a sequence, the edition
// is named by its code within the product, the add-on lines carry the add-on's name and price as
// sold, and the total is recomputed here from the edition's and add-ons' prices (SPEC §9): a
// client total that disagrees is refused. A declined order is no longer edited; a generated one
// is not deleted (its license stays).
import {
  isTrialEditionCode,
  LICENSE_PLAN_NAMES,
  orderEntity,
  orderMessages,
  orderState,
  orderTotal,
  sameTotal,
  unitPrice,
} from '@licensing/domain';
import { type JoinBuilder, type Kysely, sql } from 'kysely';
import { defineTable, type Id, type Nested, type Row, type Values } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { conflict, fieldError } from '../../lib/errors.js';
import { planReference } from '../product-licenses/license-table.js';
import { productReference } from '../products/products.table.js';
import { editionByCode, editionCodeIs, lockOrder } from './generate.js';

/** The order's add-ons as priced now: each of the order's product, picked once. */
async function pricedAddons(trx: Kysely<Database>, values: Values) {
  const lines = (values.lines as { addonId: number; quantity: number }[] | undefined) ?? [];
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.addonId);
  if (new Set(ids).size !== ids.length) throw fieldError('OrderDetails', 'Each add-on can be picked once.');
  const addons = await trx
    .selectFrom('addons')
    .select(['id', 'name', 'product_id', 'price', 'price_per_month', 'price_calc_per_item'])
    .where('id', 'in', ids)
    .forKeyShare()
    .execute();
  return lines.map((line) => {
    const addon = addons.find((candidate) => candidate.id === line.addonId);
    if (!addon) throw fieldError('OrderDetails', `Add-on ${line.addonId} not found.`);
    if (addon.product_id !== values.productId)
      throw fieldError('OrderDetails', `The add-on '${addon.name}' belongs to another product.`);
    return {
      addonId: addon.id,
      name: addon.name,
      quantity: line.quantity,
      price: Number(addon.price),
      pricePerMonth: Number(addon.price_per_month),
      priceCalcPerItem: addon.price_calc_per_item,
    };
  });
}

async function planName(trx: Kysely<Database>, planId: unknown): Promise<string> {
  const plan = await trx
    .selectFrom('product_license_plans')
    .select('name')
    .where('id', '=', planId as number)
    .executeTakeFirst();
  return plan?.name ?? LICENSE_PLAN_NAMES.monthly;
}

const orderLines: Nested = {
  async load(db, ids) {
    const byOrder = new Map<Id, Row[]>();
    if (ids.length === 0) return byOrder;
    const rows = await db
      .selectFrom('order_details')
      .select([
        'id',
        'order_id as orderId',
        'addon_id as addonId',
        'quantity',
        'order_item as orderItem',
        'unit_price as unitPrice',
        'linked_table_name as linkedTableName',
        'price_calc_per_item as priceCalcPerItem',
      ])
      .where('order_id', 'in', ids as number[])
      .orderBy('id')
      .execute();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  },
  line: (row) => `${row.orderItem} × ${row.quantity}`,
  async save(trx, id, _rows, values, created) {
    const addons = await pricedAddons(trx, values);
    const plan = await planName(trx, values.productLicensePlanId);
    if (!created)
      await trx
        .deleteFrom('order_details')
        .where('order_id', '=', id as number)
        .execute();
    if (addons.length === 0) return;
    await trx
      .insertInto('order_details')
      .values(
        addons.map((addon) => ({
          order_id: id as number,
          addon_id: addon.addonId,
          order_item: addon.name,
          unit_price: unitPrice(addon, plan),
          quantity: addon.quantity,
          price_calc_per_item: addon.priceCalcPerItem,
        })),
      )
      .execute();
  },
};

/** The join of the edition an order names. */
export const orderEdition = (join: JoinBuilder<Database, 'customer_requests' | 'product_editions'>) =>
  join
    .onRef('product_editions.product_id', '=', 'customer_requests.product_id')
    .on(editionCodeIs(sql.ref('customer_requests.license_edition_code')));

export const ordersTable = defineTable({
  entity: orderEntity,
  table: 'customer_requests',
  columns: {
    productName: 'products.product_name',
    editionName: 'product_editions.product_edition_name',
    duration: 'plan_quantity',
    productLicenseId: sql`customer_requests.generated_license_id`,
    status: sql`case when customer_requests.is_declined then 'Declined'
      when customer_requests.is_resolved then 'Complete' else 'Pending' end`,
    createdDate: 'created_at',
  },
  joins: (query) =>
    query
      .innerJoin('products', 'products.product_id', 'customer_requests.product_id')
      .leftJoin('product_editions', orderEdition),
  references: [productReference, planReference],
  derived: ['state'],
  derive: (row) => ({
    state: orderState({
      isDeclined: Boolean(row.isDeclined),
      isGenerated: Boolean(row.isGenerated),
      isResolved: Boolean(row.isResolved),
    }),
  }),
  nested: { lines: orderLines },
  compute: (values) => ({ unit_price: values.unitPrice }),
  /** The edition must be the product's; a trial one is sold Monthly; the total is the prices'. */
  async check(trx, values, id) {
    if (id !== undefined) await lockOrder(trx, id as number);
    const edition = await editionByCode(trx, values.productId as number, String(values.licenseEditionCode));
    if (!edition) throw fieldError('LicenseEditionCode', 'The product has no edition of this code.');
    const plan = await planName(trx, values.productLicensePlanId);
    if (isTrialEditionCode(edition.code) && plan !== LICENSE_PLAN_NAMES.monthly) {
      throw fieldError('ProductLicensePlanID', orderMessages.annuallyForTrial);
    }
    const priced = { price: Number(edition.price), pricePerMonth: Number(edition.price_per_month) };
    const total = orderTotal(
      { planName: plan, quantity: values.quantity as number, duration: values.duration as number },
      priced,
      await pricedAddons(trx, values),
    );
    if (values.totalPrice != null && !sameTotal(Number(values.totalPrice), total)) {
      throw fieldError('TotalPrice', orderMessages.totalMismatch);
    }
    // Stored as computed: the check is where the prices are read, inside the write's transaction.
    values.totalPrice = total;
    values.unitPrice = unitPrice(priced, plan);
    values.licenseEditionCode = edition.code;
  },
  async checkDelete(trx, id) {
    const order = await trx
      .selectFrom('customer_requests')
      .select('is_generated')
      .where('id', '=', id as number)
      .executeTakeFirst();
    if (order?.is_generated) throw conflict(orderMessages.generatedStays);
  },
});
