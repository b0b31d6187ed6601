// Trial request (SPEC §3 RequestTrialEmail, §4 Trial request, §5): a prospect's request for a trial
// of a product, received by e-mail, the website's intake or typed in. Pending until generated (an
// order, its trial license and the customer's e-mail) or declined. Newest first (SPEC §9).
import { optionalText, requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import {
  generatedId,
  internalValue,
  personFields,
  productRef,
  readOnlyText,
  searchedText,
  text,
} from './fields.js';

export const trialRequestMessages = {
  generateQuestion: 'This action will generate a new order, license and send email to customer. Continue?',
  alreadyGenerated: 'Customer Request of this Request already generated.',
  generateFailed: 'Generate Request Trial failed',
  declineQuestion: 'Are you sure you want to decline this trial request?',
  declined: 'Trial request declined successfully',
  declineFailed: 'Failed to decline trial request',
  alreadyDeclined: 'This trial request is declined.',
  noTrialEdition: 'The product has no trial edition to generate.',
  mailNeedsLicense: 'An e-mail goes with a license: generate the license to send it.',
} as const;

/** SPEC §4: pending (neither generated nor declined), complete (has its order), declined. */
export const TRIAL_REQUEST_STATES = ['pending', 'complete', 'declined'] as const;
export type TrialRequestState = (typeof TRIAL_REQUEST_STATES)[number];

export const trialRequestState = (request: {
  isDeclined: boolean;
  customerRequestId: unknown;
}): TrialRequestState =>
  request.isDeclined ? 'declined' : request.customerRequestId ? 'complete' : 'pending';

export const trialRequestEntity = defineEntity({
  name: 'TrialRequest',
  displayName: 'Request Trial Email',
  deleteLabel: 'Request Email',
  notFoundLabel: 'Trial request',
  fields: {
    // SPEC §5: Product, First Name, Last Name, Email, Company and Subject; a valid e-mail address.
    productId: { ...productRef('Product', 'productName'), rule: requiredId() },
    productName: readOnlyText('ProductName', 'Product'),
    ...personFields,
    company: { ...searchedText('Company', 'Company'), rule: requiredText(200) },
    subject: text('Subject', 'Subject', { filter: true, search: true, rule: requiredText(500) }),
    content: text('Content', 'Content', { nullable: true, rule: optionalText(20_000) }),
    trialRequestTypeId: internalValue('TypeRequestTrialEmailId', 'integer'),
    isGenerated: { rest: 'IsGenerated', type: 'boolean', label: 'Generated', readOnly: true },
    isDeclined: { rest: 'IsDeclined', type: 'boolean', label: 'Declined', readOnly: true },
    // SPEC §4's list filter: Pending, Complete or Declined.
    status: { rest: 'Status', type: 'text', label: 'Status', filter: true, readOnly: true },
    // Its display state (trialRequestState), answered so lists and exports carry it.
    state: { rest: 'State', type: 'text', label: 'State', readOnly: true, choices: TRIAL_REQUEST_STATES },
    customerRequestId: generatedId('CustomerRequestID'),
    generatedCustomerRequestId: internalValue('GeneratedCustomerRequestID', 'id'),
    createdDate: { rest: 'CreatedDate', type: 'datetime', label: 'Created Date', sort: true, readOnly: true },
  },
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
  routes: restRoutes('RequestTrialEmail'),
  notes: { create: 'It is announced to every open screen and, by e-mail, to the administrators.' },
});
