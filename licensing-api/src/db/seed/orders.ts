// 24 demo orders (SPEC §3 Order) in every state: pending, resolved, declined, and generated (their
// license made by the generation workflow itself), with add-ons on some; totals as the rules make
// them; and a few trial requests (seed.ts calls these inside its transaction, after the licenses).
import { isTrialEditionCode, LICENSE_PLAN_NAMES, orderTotal, unitPrice } from '@licensing/domain';
import type { Kysely } from 'kysely';
import { generateFromOrder } from '../../modules/orders/generate.js';
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
    .select(['product_id', 'product_edition_code as code', 'price', 'price_per_month'])
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

  for (let index = 0; index < ORDERS; index++) {
    const edition = editions[index % editions.length]!;
    const trial = isTrialEditionCode(edition.code);
    const plan = trial
      ? plans.find((p) => p.name === LICENSE_PLAN_NAMES.monthly)!
      : plans[index % plans.length]!;
    const duration = trial ? 2 : 1 + (index % 3);
    const quantity = 1 + (index % 4);
    const picked = trial
      ? []
      : addons.filter((addon) => addon.product_id === edition.product_id).slice(0, index % 3);
    const priced = picked.map((addon) => ({
      addon,
      price: Number(addon.price),
      pricePerMonth: Number(addon.price_per_month),
      priceCalcPerItem: addon.price_calc_per_item,
      quantity: 1 + (index % 2),
    }));
    const editionPrice = { price: Number(edition.price), pricePerMonth: Number(edition.price_per_month) };
    const [first, last, company] = PEOPLE[index % PEOPLE.length]!;
    const email = `${first}.${last}.${index}@example.org`.toLowerCase();
    const order = await trx
      .insertInto('customer_requests')
      .values({
        product_id: edition.product_id,
        license_edition_code: edition.code,
        product_license_plan_id: plan.id,
        plan_quantity: duration,
        quantity,
        unit_price: unitPrice(editionPrice, plan.name),
        total_price: orderTotal({ planName: plan.name, quantity, duration }, editionPrice, priced),
        request_content: index % 2 === 0 ? `Quote for ${quantity} seat(s), please.` : null,
        first_name: first,
        last_name: last,
        email,
        phone_number: `+1555${String(1_000_000 + index).slice(1)}`,
        company_name: company,
        address: `${100 + index} Main Street, Springfield`,
        mac_address: `00:1C:4D:${(index % 256).toString(16).padStart(2, '0').toUpperCase()}:7E:8F`,
        server_name: `order-srv-${index}`,
        tech_service_last_name: last,
        tech_service_email: `it.${index}@example.org`,
        tech_service_company_name: company,
        // Every fourth resolved, every sixth declined; the generated ones follow.
        is_resolved: index % 4 === 1,
        is_declined: index % 6 === 5,
        created_at: new Date(Date.now() - (ORDERS - index) * 86_400_000 * 9),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (priced.length > 0) {
      await trx
        .insertInto('order_details')
        .values(
          priced.map(({ addon, quantity: count }) => ({
            order_id: order.id,
            addon_id: addon.id,
            order_item: addon.name,
            unit_price: unitPrice(
              { price: Number(addon.price), pricePerMonth: Number(addon.price_per_month) },
              plan.name,
            ),
            quantity: count,
            price_calc_per_item: addon.price_calc_per_item,
          })),
        )
        .execute();
    }
    if (index % 4 === 3 && index % 6 !== 5) {
      await generateFromOrder(trx, order.id, { onlyCustomer: false, actor: NOBODY });
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
