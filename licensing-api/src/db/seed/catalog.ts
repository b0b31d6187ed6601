// Demo catalogue (seed.ts calls this inside its transaction, before add-ons and release packages):
// per product, features of both data types and product editions (standard, professional, a trial
// edition whose code contains 'trial' — EQQTrial for the first product — and one retired edition),
// plus two editions of the older Edition entity.
import type { Kysely } from 'kysely';
import { crudResource } from '../../crud/index.js';
import { editionsTable } from '../../modules/editions/editions.table.js';
import { productEditionsTable } from '../../modules/product-editions/product-editions.table.js';
import type { Database } from '../schema.js';
import type { DemoProduct } from '../seed.js';

const FEATURES = [
  { name: 'USERS', label: 'Users', type: 'NUMBER' },
  { name: 'SESSIONS', label: 'Concurrent Sessions', type: 'NUMBER' },
  { name: 'API_ACCESS', label: 'API Access', type: 'BOOLEAN' },
  { name: 'ADV_REPORTS', label: 'Advanced Reports', type: 'BOOLEAN' },
] as const;

/**
 * In display order: name, code suffix, price, price per month, and the quantity of each of FEATURES
 * (-1 is unlimited, switches are 1 or 0). Legacy is retired.
 */
const EDITIONS = [
  ['Standard', 'Std', 1200, 110, [10, 5, 0, 0]],
  ['Professional', 'Pro', 3600, 320, [-1, 50, 1, 1]],
  ['Trial', 'Trial', 0, 0, [2, 1, 1, 0]],
  ['Legacy', 'Legacy', 900, 90, [5, 2, 0, 0]],
] as const;

/** 'EQQ Server' → 'EQQ', 'EQQ Desktop' → 'EQQDesktop': the first product's trial code is EQQTrial. */
const prefixOf = (productName: string, first: boolean) => (first ? 'EQQ' : productName.replace(/\s+/g, ''));

export async function seedDemoCatalog(trx: Kysely<Database>, products: DemoProduct[]): Promise<void> {
  const types = await trx.selectFrom('feature_data_types').select(['id', 'type']).execute();
  const typeId = (type: string) => types.find((row) => row.type === type)!.id;
  const activeDate = new Date(Date.UTC(2025, 0, 1)).toISOString();
  const retiredDate = new Date(Date.UTC(2025, 11, 31)).toISOString();
  // Checked and stored as the edition routes do.
  const productEditions = crudResource(trx, productEditionsTable);
  const editions = crudResource(trx, editionsTable);
  let firstFeatureId: ((name: string) => number) | undefined;

  for (const [index, product] of products.entries()) {
    const features = await trx
      .insertInto('features')
      .values(
        FEATURES.map((feature) => ({
          name: feature.name,
          label: feature.label,
          product_id: product.product_id,
          feature_data_type_id: typeId(feature.type),
          value: null,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const featureId = (name: string) => features.find((row) => row.name === name)!.id;
    firstFeatureId ??= featureId;
    const prefix = prefixOf(product.product_name, index === 0);
    for (const [order, [name, suffix, price, perMonth, quantities]] of EDITIONS.entries()) {
      const code = `${prefix}${suffix}`;
      await productEditions.insert({
        productId: product.product_id,
        name: index === 0 && name === 'Trial' ? code : `${product.product_name} ${name}`,
        code,
        price,
        pricePerMonth: perMonth,
        displayOrder: order + 1,
        activeDate,
        inactiveDate: name === 'Legacy' ? retiredDate : null,
        lines: FEATURES.map((feature, at) => ({
          featureId: featureId(feature.name),
          quantity: quantities[at]!,
        })),
      });
    }
  }

  // The older Edition entity, with lines on the first product's features.
  if (!firstFeatureId) return;
  for (const [name, code, users, api] of [
    ['Basic', 'BASIC', 5, 0],
    ['Enterprise', 'ENT', -1, 1],
  ] as const) {
    await editions.insert({
      name,
      code,
      activeDate,
      inactiveDate: null,
      lines: [
        { featureId: firstFeatureId('USERS'), quantity: users },
        { featureId: firstFeatureId('API_ACCESS'), quantity: api },
      ],
    });
  }
}
