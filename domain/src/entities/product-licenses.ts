// Product license (SPEC §3 License / ProductLicense): what the vendor sells, one per order number.
// Status is stored (SPEC §4, licenses.ts), the activation code is issued by a workflow of its own,
// and the features hold the licensed quantities (numbers ≥ 0 or -1, unlimited; switches 1 or 0).
// Sorted by OrderNumber descending (SPEC §9).
import { array, boolean, type ObjectShape, object } from 'yup';
import { INT4_MAX } from '../ids.js';
import { UNLIMITED_FEATURE_VALUE } from '../license-file.js';
import { DISPLAYED_LICENSE_STATES } from '../licenses.js';
import { SEAT_STATES } from '../machine-file.js';
import {
  macAddressText,
  optionalText,
  orderNumberText,
  requiredDate,
  requiredId,
  serverNameText,
  wholeNumber,
} from '../schema-fields.js';
import { defineEntity, type Fields, restRoutes } from './entity.js';
import {
  bool,
  datetime,
  integer,
  productRef,
  readOnlyText,
  reference,
  refTo,
  searchedText,
  serialKey,
  text,
} from './fields.js';
import { featureLineFields, maxMachinesField } from './product-editions.js';

export const productLicenseMessages = {
  // SPEC §5.
  invalidForm: 'Please fill in all required fields.',
  activationCodeUpdated: 'Customer Activation Code has been updated!',
  issueFailed: 'Get Issue Product License failed',
  alreadyActivated: 'This license is already activated. Issue a new activation code anyway?',
} as const;

/**
 * A licensed feature value (SPEC §3 ProductFeatures: a number ≥ 0; switches 1 or 0), or -1 for
 * unlimited, as an edition's unlimited line is licensed (SPEC §3: '-1 is a special quantity').
 */
const licensedValue = () =>
  wholeNumber(UNLIMITED_FEATURE_VALUE, INT4_MAX, 'Value must be 0 or more, or -1 (unlimited)').label('Value');

const MAX_LICENSE_FEATURES = 500;

/** A license's feature values: each names its feature (by id, or an older license's by code) and its value. */
export const licenseFeatures = <Feature extends ObjectShape>(feature: Feature) =>
  array(object({ ...feature, quantity: licensedValue() }))
    .max(MAX_LICENSE_FEATURES, `At most ${MAX_LICENSE_FEATURES} features`)
    .default([]);

/** The fields a product license and an older license share, before their edition: order, product, customer, type… */
export const licenseIdentityFields = {
  orderNumber: { ...searchedText('OrderNumber', 'Order Number'), rule: orderNumberText() },
  productId: { ...productRef('Product', 'productName'), rule: requiredId() },
  productName: readOnlyText('ProductName', 'Product'),
  customerId: reference('CustomerId', 'Customer', { filter: 'ids', rule: requiredId() }),
  customerName: readOnlyText('CustomerName', 'Customer'),
  customerEmail: readOnlyText('CustomerEmail', 'Customer E-mail'),
  licenseTypeId: reference('LicenseTypeId', 'License Type', { filter: 'ids', rule: requiredId() }),
} as const satisfies Fields;

/** …and after it: the machine it runs on, its expiry and the rest. */
export const licenseTermsFields = {
  macAddress: text('MACAddress', 'MAC Address', {
    nullable: true,
    filter: true,
    search: true,
    rule: macAddressText(),
  }),
  serverName: text('ServerName', 'Server Name', {
    nullable: true,
    sort: true,
    filter: true,
    search: true,
    rule: serverNameText(),
  }),
  expiredDate: datetime('ExpiredDate', 'Expired Date', {
    sort: true,
    filter: 'range',
    rule: requiredDate(),
  }),
  // SPEC §4's displayed state, derived from the expiry: Activated while it is ahead, else Expired.
  // Not searched: 'ed' or 'at' would match every license.
  state: text('State', 'State', { readOnly: true, filter: true, choices: DISPLAYED_LICENSE_STATES }),
  allowVirtualMachine: bool('AllowVirtualMachine', 'Allow Virtual Machine', {
    rule: boolean().default(true),
  }),
  customerActivationCode: text('CustomerActivationCode', 'Activation Code', {
    nullable: true,
    credential: true,
    filter: true,
    readOnly: true,
  }),
  status: { rest: 'Status', type: 'integer', label: 'Status', sort: true, readOnly: true },
  additionalAttributes: text('AdditionalAttributes', 'Additional Attributes', {
    nullable: true,
    rule: optionalText(4_000),
  }),
} as const satisfies Fields;

export const productLicenseEntity = defineEntity({
  name: 'ProductLicense',
  fields: {
    id: serialKey('ProductLicenseID'),
    ...licenseIdentityFields,
    productEditionId: refTo('ProductEdition', 'ProductEditionID', 'Edition', ['productEditionName'], {
      rule: requiredId(),
    }),
    productEditionName: readOnlyText('ProductEditionName', 'Edition'),
    productLicensePlanId: reference('ProductLicensePlanID', 'License Plan', {
      filter: 'ids',
      rule: requiredId(),
    }),
    ...licenseTermsFields,
    // Its own maximum of machines, and the one that holds (its own, else its edition's).
    ...maxMachinesField,
    machineLimit: integer('MachineLimit', 'Machine Limit', { nullable: true, readOnly: true }),
    // The machines activated on it (machine-file.ts), and whether seats are free.
    seatsUsed: integer('SeatsUsed', 'Seats Used', { readOnly: true, sort: true }),
    seats: text('Seats', 'Seats', { readOnly: true, filter: true, choices: SEAT_STATES }),
    features: {
      rest: 'ProductLicenseFeatures',
      type: 'list',
      label: 'Features',
      rule: licenseFeatures({ featureId: requiredId().label('Feature') }),
      of: {
        id: { rest: 'Id', type: 'id', readOnly: true },
        featureId: { rest: 'FeatureId', type: 'id' },
        // The licensed value (SPEC §3 ProductLicenseFeature Value): 0 or more, -1 unlimited; switches 1 or 0.
        quantity: { rest: 'Value', type: 'integer' },
        featureName: featureLineFields.featureName,
        featureLabel: featureLineFields.featureLabel,
        dataTypeId: featureLineFields.dataTypeId,
      },
    },
  },
  defaultSort: [{ field: 'orderNumber', direction: 'desc' }],
  routes: restRoutes('ProductLicenses', 'ProductLicense'),
  notes: {
    create:
      "The change is recorded in its history. Order numbers are unique (letters, digits, '-', '_' and '.'); feature values are 0 or more (-1: unlimited), switches 1 or 0, of the product's features. On a trial edition (its code contains 'trial') the license is a Trial on the Monthly plan expiring two months ahead, whatever the input says; an update keeps that expiry.",
    update: 'What changed is recorded in its history.',
    delete: 'Its features and history go with it.',
  },
});
