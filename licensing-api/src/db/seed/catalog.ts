// Demo catalogue (seed.ts calls this inside its transaction, before add-ons and release packages):
// per product, features of both data types and product editions (standard, professional, a trial
// edition whose code contains 'trial' — EQQTrial for the first product — and one retired edition),
// plus two editions of the older Edition entity.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { DemoProduct } from '../seed.js';

const FEATURES = [
  { name: 'USERS', label: 'Users', type: 'NUMBER' },
  { name: 'SESSIONS', label: 'Concurrent Sessions', type: 'NUMBER' },
  { name: 'API_ACCESS', label: 'API Access', type: 'BOOLEAN' },
  { name: 'ADV_REPORTS', label: 'Advanced Reports', type: 'BOOLEAN' },
] as const;

type FeatureName = (typeof FEATURES)[number]['name'];

/** Quantities per feature code; -1 is unlimited, switches are 1 or 0. */
const EDITIONS: {
  name: string;
  code: (prefix: string, first: boolean) => string;
  price: number;
  perMonth: number;
  order: number;
  retired?: boolean;
  lines: Record<FeatureName, number>;
}[] = [
  {
    name: 'Standard',
    code: (prefix) => `${prefix}Std`,
    price: 1200,
    perMonth: 110,
    order: 1,
    lines: { USERS: 10, SESSIONS: 5, API_ACCESS: 0, ADV_REPORTS: 0 },
  },
  {
    name: 'Professional',
    code: (prefix) => `${prefix}Pro`,
    price: 3600,
    perMonth: 320,
    order: 2,
    lines: { USERS: -1, SESSIONS: 50, API_ACCESS: 1, ADV_REPORTS: 1 },
  },
  {
    name: 'Trial',
    code: (prefix) => `${prefix}Trial`,
    price: 0,
    perMonth: 0,
    order: 3,
    lines: { USERS: 2, SESSIONS: 1, API_ACCESS: 1, ADV_REPORTS: 0 },
  },
  {
    name: 'Legacy',
    code: (prefix) => `${prefix}Legacy`,
    price: 900,
    perMonth: 90,
    order: 4,
    retired: true,
    lines: { USERS: 5, SESSIONS: 2, API_ACCESS: 0, ADV_REPORTS: 0 },
  },
];

/** 'EQQ Server' → 'EQQ', 'EQQ Desktop' → 'EQQDesktop': the first product's trial code is EQQTrial. */
const prefixOf = (productName: string, first: boolean) => (first ? 'EQQ' : productName.replace(/\s+/g, ''));

export async function seedDemoCatalog(trx: Kysely<Database>, products: DemoProduct[]): Promise<void> {
  const types = await trx.selectFrom('feature_data_types').select(['id', 'type']).execute();
  const typeId = (type: string) => types.find((row) => row.type === type)!.id;
  const activeDate = new Date(Date.UTC(2025, 0, 1));
  const retiredDate = new Date(Date.UTC(2025, 11, 31));

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
    const prefix = prefixOf(product.product_name, index === 0);
    for (const edition of EDITIONS) {
      const code = edition.code(prefix, index === 0);
      const row = await trx
        .insertInto('product_editions')
        .values({
          product_id: product.product_id,
          product_edition_name:
            index === 0 && edition.name === 'Trial' ? code : `${product.product_name} ${edition.name}`,
          product_edition_code: code,
          price: edition.price,
          price_per_month: edition.perMonth,
          display_order: edition.order,
          active_date: activeDate,
          inactive_date: edition.retired ? retiredDate : null,
        })
        .returning('product_edition_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_edition_details')
        .values(
          Object.entries(edition.lines).map(([name, quantity]) => ({
            product_edition_id: row.product_edition_id,
            feature_id: featureId(name),
            quantity,
          })),
        )
        .execute();
    }
  }

  // The older Edition entity, with lines on the first product's features.
  const first = products[0];
  if (!first) return;
  const firstFeatures = await trx
    .selectFrom('features')
    .select(['id', 'name'])
    .where('product_id', '=', first.product_id)
    .execute();
  const id = (name: string) => firstFeatures.find((row) => row.name === name)!.id;
  for (const [name, code, users, api] of [
    ['Basic', 'BASIC', 5, 0],
    ['Enterprise', 'ENT', -1, 1],
  ] as const) {
    const edition = await trx
      .insertInto('editions')
      .values({ name, code, active_date: activeDate, inactive_date: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('edition_details')
      .values([
        { edition_id: edition.id, feature_id: id('USERS'), quantity: users },
        { edition_id: edition.id, feature_id: id('API_ACCESS'), quantity: api },
      ])
      .execute();
  }
}
