// Trial requests (SPEC §3 RequestTrialEmail): with their product's name, and the list filter of
// SPEC §4 — Declined, Complete (its order generated) or Pending — and its display state.
import { trialRequestEntity, trialRequestState } from '@licensing/domain';
import { sql } from 'kysely';
import { defineTable } from '../../crud/index.js';
import { productReference } from '../products/products.table.js';

export const trialRequestsTable = defineTable({
  entity: trialRequestEntity,
  table: 'request_trial_emails',
  columns: {
    productName: 'products.product_name',
    trialRequestTypeId: 'type_request_trial_email_id',
    status: sql`case when request_trial_emails.is_declined then 'Declined'
      when request_trial_emails.customer_request_id is not null then 'Complete' else 'Pending' end`,
    generatedCustomerRequestId: sql`request_trial_emails.customer_request_id`,
    createdDate: 'created_at',
  },
  joins: (query) => query.innerJoin('products', 'products.product_id', 'request_trial_emails.product_id'),
  references: [productReference],
  derived: ['state'],
  derive: (row) => ({
    state: trialRequestState({
      isDeclined: Boolean(row.isDeclined),
      customerRequestId: row.customerRequestId,
    }),
  }),
});
