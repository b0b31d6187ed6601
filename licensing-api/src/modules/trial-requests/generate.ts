// The trial request workflows (SPEC §4 Trial request), each in the caller's transaction: generate
// — an order for the product's trial edition on the trial terms (Monthly, two months), its trial
// license and the customer's e-mail when asked — and decline, one way. A new request is announced
// on the hub and to the administrators by e-mail, with signed approve and decline links.
import {
  escapeHtml,
  HUB_EVENTS,
  LICENSE_PLAN_NAMES,
  parseAdminEmails,
  personName,
  SENT_EMAIL_TYPE_NAMES,
  trialOrderTerms,
  trialRequestEntity,
  trialRequestMessages,
} from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import { crudResource, type Id } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { raiseEvent } from '../../hub/events.js';
import { badRequest, conflict, orNotFound } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { enqueueMail } from '../../mail/outbox.js';
import { secretSlot } from '../../mail/secrets.js';
import { announceOrder, generateFromOrder, mailOrderLicense } from '../orders/generate.js';
import { ordersTable } from '../orders/orders.table.js';
import { planId } from '../product-licenses/edition-terms.js';
import type { LicenseSigner } from '../product-licenses/license-signing.js';
import { signLink, type TrialAction } from './links.js';

/** The request, locked for a workflow; refused once generated or declined. */
async function lockPending(trx: Kysely<Database>, id: number) {
  const request = orNotFound(
    await trx
      .selectFrom('request_trial_emails')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),
    trialRequestEntity.notFoundLabel,
  );
  if (request.is_generated || request.customer_request_id !== null)
    throw conflict(trialRequestMessages.alreadyGenerated);
  if (request.is_declined) throw conflict(trialRequestMessages.alreadyDeclined);
  return request;
}

export type TrialOptions = {
  autoGenerateLicense: boolean;
  sendEmail: boolean;
  actor: string;
  signer: LicenseSigner;
};

/** SPEC §7 GenerateRequestTrial: answers the new order's id. */
export async function generateTrial(
  trx: Kysely<Database>,
  id: number,
  options: TrialOptions,
): Promise<number> {
  const request = await lockPending(trx, id);
  if (options.sendEmail && !options.autoGenerateLicense)
    throw badRequest(trialRequestMessages.mailNeedsLicense);
  const edition = await trx
    .selectFrom('product_editions')
    .select('product_edition_code')
    .where('product_id', '=', request.product_id)
    .where(sql`lower(product_edition_code)`, 'like', '%trial%')
    .where((eb) => eb.or([eb('inactive_date', 'is', null), eb('inactive_date', '>', sql<Date>`now()`)]))
    .orderBy('display_order')
    .orderBy('product_edition_id')
    .executeTakeFirst();
  if (!edition) throw badRequest(trialRequestMessages.noTrialEdition);
  // Priced and stored as the order routes do.
  const orderId = (await crudResource(trx, ordersTable).insert({
    productId: request.product_id,
    licenseEditionCode: edition.product_edition_code,
    productLicensePlanId: await planId(trx, LICENSE_PLAN_NAMES.monthly),
    duration: trialOrderTerms(1).duration,
    quantity: 1,
    totalPrice: null,
    requestContent: request.content ?? request.subject,
    firstName: request.first_name,
    lastName: request.last_name,
    email: request.email,
    // A trial request carries no phone or address; staff complete them on the order if needed.
    phoneNumber: '',
    address: '',
    companyName: request.company,
    techServiceLastName: request.last_name,
    techServiceEmail: request.email,
    techServiceCompanyName: request.company,
  })) as number;
  await announceOrder(trx, orderId);
  if (options.autoGenerateLicense) {
    const generated = await generateFromOrder(trx, orderId, { onlyCustomer: false, actor: options.actor });
    if (options.sendEmail) {
      await mailOrderLicense(trx, options.signer, {
        productId: request.product_id,
        licenseId: generated.licenseId!,
        customerId: generated.customerId,
      });
    }
  }
  await trx
    .updateTable('request_trial_emails')
    .set({ is_generated: true, customer_request_id: orderId })
    .where('id', '=', id)
    .execute();
  return orderId;
}

/** SPEC §7 DeclineRequestTrialEmail: one way. */
export async function declineTrial(trx: Kysely<Database>, id: number): Promise<void> {
  await lockPending(trx, id);
  await trx.updateTable('request_trial_emails').set({ is_declined: true }).where('id', '=', id).execute();
}

/**
 * A new request: NewRequestTrial on the hub, and the administrators' e-mail with its two links, whose
 * tokens the stored mail shows redacted.
 */
export async function announceTrial(
  trx: Kysely<Database>,
  id: Id,
  options: { publicWebUrl: string; secretBox: SecretBox },
): Promise<void> {
  const request = await trx
    .selectFrom('request_trial_emails')
    .innerJoin('products', 'products.product_id', 'request_trial_emails.product_id')
    .selectAll('request_trial_emails')
    .select('products.product_name')
    .where('request_trial_emails.id', '=', Number(id))
    .executeTakeFirstOrThrow();
  await raiseEvent(trx, HUB_EVENTS.newRequestTrial, { Id: request.id, ProductName: request.product_name });
  const settings = await trx.selectFrom('settings').select('admin_emails').executeTakeFirstOrThrow();
  const admins = settings.admin_emails.trim() ? parseAdminEmails(settings.admin_emails) : null;
  if (!admins?.length) return;
  const link = (action: TrialAction) =>
    `${options.publicWebUrl}/trial-request-action/${request.id}/${action}/${secretSlot(action)}`;
  const name = personName(request.first_name, request.last_name);
  await enqueueMail(trx, {
    type: SENT_EMAIL_TYPE_NAMES.trial,
    to: admins,
    subject: `New trial request: ${request.product_name} for ${name} (${request.company})`,
    html: `<p>${escapeHtml(name)} &lt;${escapeHtml(request.email)}&gt; of ${escapeHtml(request.company)} asks for a trial of ${escapeHtml(request.product_name)}.</p>
<p><strong>${escapeHtml(request.subject)}</strong></p>
<p>${escapeHtml(request.content ?? '')}</p>
<p><a href="${link('approve')}">Approve: generate the order, the trial license and the customer's e-mail</a></p>
<p><a href="${link('decline')}">Decline</a></p>
<p>The links work once, for 7 days.</p>`,
    secrets: {
      values: {
        approve: await signLink(trx, request.id, 'approve'),
        decline: await signLink(trx, request.id, 'decline'),
      },
      sealWith: options.secretBox,
    },
  });
}
