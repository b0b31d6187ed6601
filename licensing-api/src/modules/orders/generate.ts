// Generating an order's license (SPEC §4 Order, §7 GenerateProductLicense), in the caller's
// transaction: the customer found by e-mail or created from the order, then the product license
// on the order's terms (SPEC §4 edition and plan rules) with a new activation code, recorded in its
// history, and the order marked generated and resolved. All or nothing, once only.
import {
  EMAIL_TEMPLATE_TYPE_NAMES,
  HUB_EVENTS,
  LICENSE_STATUS,
  licenseTerms,
  orderEntity,
  orderMessages,
} from '@licensing/domain';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Id } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { raiseEvent } from '../../hub/events.js';
import { badRequest, conflict, orNotFound } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { newActivationCode } from '../product-licenses/activation-code.js';
import { insertEditionFeatures } from '../product-licenses/edition-features.js';
import { licenseTypeId, planId } from '../product-licenses/edition-terms.js';
import { recordHistory } from '../product-licenses/history.js';
import { queueLicenseMail } from '../product-licenses/license-mail.routes.js';
import type { LicenseSigner } from '../product-licenses/license-signing.js';

/** Raises NewOrder for a created order, in its transaction (the hub's outbox). */
export async function announceOrder(trx: Kysely<Database>, id: Id): Promise<void> {
  const order = await trx
    .selectFrom('customer_requests')
    .select(['id', 'order_number'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  await raiseEvent(trx, HUB_EVENTS.newOrder, { Id: order.id, OrderNumber: order.order_number });
}

/** The order, locked for the workflow; refused once declined. */
export async function lockOrder(trx: Kysely<Database>, id: number) {
  const order = orNotFound(
    await trx.selectFrom('customer_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    orderEntity.notFoundLabel,
  );
  if (order.is_declined) throw conflict(orderMessages.alreadyDeclined);
  return order;
}

/** An order names its product's edition by its code, in any case: the edition's code is `code`. */
export const editionCodeIs = (code: Expression<string> | string) =>
  sql<SqlBool>`lower(product_editions.product_edition_code) = lower(${code})`;

/** The product's edition of this code. */
export function editionByCode(trx: Kysely<Database>, productId: number, code: string) {
  return trx
    .selectFrom('product_editions')
    .select(['product_edition_id as id', 'product_edition_code as code', 'price', 'price_per_month'])
    .where('product_id', '=', productId)
    .where(editionCodeIs(code))
    .executeTakeFirst();
}

type Order = Awaited<ReturnType<typeof lockOrder>>;

/** The customer of this e-mail address, or a new one made from the order's contact. */
async function customerFor(trx: Kysely<Database>, order: Order): Promise<number> {
  const found = await trx
    .selectFrom('customers')
    .select('id')
    .where(sql`lower(email)`, '=', order.email.toLowerCase())
    .executeTakeFirst();
  if (found) return found.id;
  const created = await trx
    .insertInto('customers')
    .values({
      first_name: order.first_name ?? '',
      last_name: order.last_name,
      email: order.email,
      phone_number: order.phone_number,
      company_name: order.company_name,
      address: order.address,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

async function createLicense(trx: Kysely<Database>, order: Order, customerId: number, actor: string) {
  const clash = await trx
    .selectFrom('product_licenses')
    .select('id')
    .where(sql`lower(order_number)`, '=', order.order_number.toLowerCase())
    .executeTakeFirst();
  if (clash) throw conflict(apiMessages.duplicateLicense);
  const edition = await editionByCode(trx, order.product_id, order.license_edition_code);
  if (!edition) throw badRequest("The order's edition no longer exists.");
  const plan = await trx
    .selectFrom('product_license_plans')
    .select(['id', 'name', 'unit'])
    .where('id', '=', order.product_license_plan_id)
    .executeTakeFirstOrThrow();
  const terms = licenseTerms(edition.code, plan, order.plan_quantity);
  const [typeId, termsPlanId] = await Promise.all([
    licenseTypeId(trx, terms.licenseType),
    planId(trx, terms.plan),
  ]);
  const code = newActivationCode();
  const license = await trx
    .insertInto('product_licenses')
    .values({
      order_number: order.order_number,
      product_id: order.product_id,
      customer_id: customerId,
      license_type_id: typeId,
      product_edition_id: edition.id,
      product_license_plan_id: termsPlanId,
      mac_address: order.mac_address,
      server_name: order.server_name,
      expired_date: terms.expiredDate,
      customer_activation_code: code,
      status: LICENSE_STATUS.activated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertEditionFeatures(trx, license.id, edition, order.quantity);
  await recordHistory(trx, license.id, `Generated from order ${order.order_number}`, actor, null);
  return { id: license.id, code };
}

/** SPEC §7 GenerateProductLicense: only the customer when `onlyCustomer`, else the license too. */
export async function generateFromOrder(
  trx: Kysely<Database>,
  orderId: number,
  options: { onlyCustomer: boolean; actor: string },
): Promise<{ customerId: number; licenseId: number | null }> {
  const order = await lockOrder(trx, orderId);
  if (order.is_generated) throw conflict(orderMessages.alreadyGenerated);
  const customerId = order.generated_customer_id ?? (await customerFor(trx, order));
  const license = options.onlyCustomer ? null : await createLicense(trx, order, customerId, options.actor);
  await trx
    .updateTable('customer_requests')
    .set({
      generated_customer_id: customerId,
      ...(license && {
        generated_license_id: license.id,
        customer_activation_code: license.code,
        is_generated: true,
        is_resolved: true,
      }),
    })
    .where('id', '=', orderId)
    .execute();
  return { customerId, licenseId: license?.id ?? null };
}

const NO_TEMPLATE = "There is no 'Order' e-mail template to send the license with.";

/** Queues the license's e-mail from the product's 'Order' template (else any 'Order' one); answers its id. */
export async function mailOrderLicense(
  trx: Kysely<Database>,
  signer: LicenseSigner,
  sale: { productId: number; licenseId: number; customerId: number },
): Promise<number> {
  const template = await trx
    .selectFrom('email_templates as t')
    .innerJoin('email_template_types as y', 'y.id', 't.email_template_type_id')
    .select(['t.subject', 't.content'])
    .where('y.name', '=', EMAIL_TEMPLATE_TYPE_NAMES.order)
    .orderBy((eb) => eb.case().when('t.product_id', '=', sale.productId).then(0).else(1).end())
    .orderBy('t.id')
    .executeTakeFirst();
  if (!template) throw badRequest(NO_TEMPLATE);
  return queueLicenseMail(trx, signer, {
    productLicenseId: sale.licenseId,
    customerId: sale.customerId,
    subject: template.subject,
    body: template.content,
  });
}
