// 24 demo orders (SPEC §3 Order) in every state: pending, resolved, declined, and generated (their
// license made by the generation workflow itself), with add-ons on some; totals as the rules make
// them; and a few trial requests (seed.ts calls these inside its transaction, after the licenses).
import { isTrialEditionCode, LICENSE_PLAN_NAMES } from '@licensing/domain';
import type { Kysely } from 'kysely';
import { crudResource } from '../../crud/index.js';
import { generateFromOrder } from '../../modules/orders/generate.js';
import { ordersTable } from '../../modules/orders/orders.table.js';
import type { Database } from '../schema.js';
import type { DemoProduct } from '../seed.js';

const ORDERS = 24;
/** The customer's side of the workflow (SPEC §6: a modifier of zeros). */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const PEOPLE = [
  ['Grace', 'Hopper', 'Navy Labs'],
  ['Alan', 'Turing', 'Bletchley Works'],
  ['Ada', 'Lovelace', 'Analytical Ltd'],
  ['Edsger', 'Dijkstra', 'Shortest Path BV'],
  ['Barbara', 'Liskov', 'Substitution Inc'],
  ['Donald', 'Knuth', 'TeX Press'],
] as const;

export async function seedOrders(trx: Kysely<Database>): Promise<void> {
  const editions = await trx
    .selectFrom('product_editions')
    .select(['product_id', 'product_edition_code as code'])
    .where('inactive_date', 'is', null)
    .orderBy('product_edition_id')
    .execute();
  const addons = await trx.selectFrom('addons').selectAll().orderBy('id').execute();
  const plans = await trx
    .selectFrom('product_license_plans')
    .select(['id', 'name'])
    .orderBy('unit')
    .execute();
  if (editions.length === 0 || plans.length === 0) return;
  // Priced and stored as the order routes do.
  const orders = crudResource(trx, ordersTable);

  for (let index = 0; index < ORDERS; index++) {
    const edition = editions[index % editions.length]!;
    const trial = isTrialEditionCode(edition.code);
    const plan = trial
      ? plans.find((p) => p.name === LICENSE_PLAN_NAMES.monthly)!
      : plans[index % plans.length]!;
    const quantity = 1 + (index % 4);
    const picked = trial
      ? []
      : addons.filter((addon) => addon.product_id === edition.product_id).slice(0, index % 3);
    const [first, last, company] = PEOPLE[index % PEOPLE.length]!;
    const id = await orders.insert({
      productId: edition.product_id,
      licenseEditionCode: edition.code,
      productLicensePlanId: plan.id,
      duration: trial ? 2 : 1 + (index % 3),
      quantity,
      totalPrice: null,
      requestContent: index % 2 === 0 ? `Quote for ${quantity} seat(s), please.` : null,
      firstName: first,
      lastName: last,
      email: `${first}.${last}.${index}@example.org`.toLowerCase(),
      phoneNumber: `+1555${String(1_000_000 + index).slice(1)}`,
      companyName: company,
      address: `${100 + index} Main Street, Springfield`,
      macAddress: `00:1C:4D:${(index % 256).toString(16).padStart(2, '0').toUpperCase()}:7E:8F`,
      serverName: `order-srv-${index}`,
      techServiceLastName: last,
      techServiceEmail: `it.${index}@example.org`,
      techServiceCompanyName: company,
      // Every fourth resolved, every sixth declined; the generated ones follow.
      isResolved: index % 4 === 1,
      lines: picked.map((addon) => ({ addonId: addon.id, quantity: 1 + (index % 2) })),
    });
    await trx
      .updateTable('customer_requests')
      .set({
        is_declined: index % 6 === 5,
        created_at: new Date(Date.now() - (ORDERS - index) * 86_400_000 * 9),
      })
      .where('id', '=', id as number)
      .execute();
    if (index % 4 === 3 && index % 6 !== 5) {
      await generateFromOrder(trx, id as number, { onlyCustomer: false, actor: NOBODY });
    }
  }
}

const TRIAL_REQUESTS = 6;

/** 6 demo trial requests: four pending, two declined (seed.ts calls this after the orders). */
export async function seedTrialRequests(trx: Kysely<Database>, products: DemoProduct[]): Promise<void> {
  if (products.length === 0) return;
  for (let index = 0; index < TRIAL_REQUESTS; index++) {
    const product = products[index % products.length]!;
    const [first, last, company] = PEOPLE[(index + 2) % PEOPLE.length]!;
    await trx
      .insertInto('request_trial_emails')
      .values({
        first_name: first,
        last_name: last,
        email: `${first}.${last}.trial${index}@example.org`.toLowerCase(),
        company,
        subject: `Trial of ${product.product_name}`,
        content: `We would like to evaluate ${product.product_name} for our team.`,
        product_id: product.product_id,
        is_declined: index >= 4,
        created_at: new Date(Date.now() - (TRIAL_REQUESTS - index) * 86_400_000 * 3),
      })
      .execute();
  }
}
