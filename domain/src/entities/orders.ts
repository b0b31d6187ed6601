// Order (SPEC §3 Order and OrderDetail, api/CustomerRequest): a customer's quote request for a
// product edition (by code) on a plan, with add-on lines; staff generate its license, decline it,
// or invoice it. The order number is generated; the total is recomputed by licensing-api. Newest
// order first (SPEC §9).
import { array, boolean, object } from 'yup';
import { ORDER_STATES, orderMessages } from '../orders.js';
import {
  macAddressText,
  optionalText,
  price,
  requiredId,
  requiredText,
  serverNameText,
  wholeNumber,
} from '../schema-fields.js';
import { requiredEmail } from '../validation.js';
import { requiredPhone } from './customers.js';
import { defineEntity, restRoutes } from './entity.js';
import {
  bool,
  decimal,
  generatedId,
  integer,
  internalValue,
  personFields,
  productRef,
  readOnlyText,
  reference,
  searchedText,
  text,
} from './fields.js';

const count = (message?: string) => wholeNumber(1, 100_000, message);

export const orderEntity = defineEntity({
  name: 'Order',
  fields: {
    // SPEC §5: the order form's required fields, phone of 9 to 15 digits, both e-mails valid.
    orderNumber: readOnlyText('OrderNumber', 'Order Number'),
    productId: { ...productRef('Product', 'productName'), rule: requiredId() },
    productName: readOnlyText('ProductName', 'Product'),
    licenseEditionCode: text('LicenseEditionCode', 'Edition', {
      sort: true,
      filter: true,
      rule: requiredText(100),
    }),
    editionName: text('ProductEditionName', 'Edition', { nullable: true, readOnly: true }),
    productLicensePlanId: reference('ProductLicensePlanID', 'License Plan', {
      filter: 'ids',
      rule: requiredId(),
    }),
    quantity: integer('Quantity', 'Quantity', { rule: count() }),
    duration: integer('ProductLicensePlanQuantity', 'Plan Duration', { rule: count() }),
    // The edition's unit price as sold; the total is recomputed from it and the add-ons'.
    unitPrice: decimal('UnitPrice', 'Unit Price', { readOnly: true }),
    totalPrice: decimal('TotalPrice', 'Total Price', { sort: true, rule: price().nullable().default(null) }),
    requestContent: text('RequestContent', 'Request Content', { nullable: true, rule: optionalText(4_000) }),
    firstName: text('FirstName', 'First Name', { nullable: true, search: true, rule: optionalText(100) }),
    lastName: personFields.lastName,
    companyName: { ...searchedText('CompanyName', 'Company Name'), rule: requiredText(200) },
    email: personFields.email,
    phoneNumber: text('PhoneNumber', 'Phone Number', { input: 'tel', rule: requiredPhone() }),
    address: text('Address', 'Address', { rule: requiredText(200) }),
    macAddress: text('MACAddress', 'MAC Address', { nullable: true, rule: macAddressText() }),
    serverName: text('ServerName', 'Server Name', { nullable: true, rule: serverNameText() }),
    techServiceLastName: text('TechServiceLastName', 'Tech Service Last Name', { rule: requiredText(100) }),
    techServiceEmail: text('TechServiceEmail', 'Tech Service Email', {
      input: 'email',
      rule: requiredEmail(),
    }),
    techServiceCompanyName: text('TechServiceCompanyName', 'Tech Service Company Name', {
      rule: requiredText(200),
    }),
    generatedCustomerId: generatedId('GeneratedCustomerID'),
    generatedLicenseId: generatedId('GeneratedLicenseID'),
    productLicenseId: internalValue('ProductLicenseID', 'id'),
    isGenerated: { rest: 'IsGenerated', type: 'boolean', label: 'Generated', readOnly: true },
    isResolved: bool('IsResolved', 'Resolved', { rule: boolean().default(false) }),
    isDeclined: { rest: 'IsDeclined', type: 'boolean', label: 'Declined', readOnly: true },
    // SPEC §4's list filter: Pending, Complete or Declined.
    status: { rest: 'Status', type: 'text', label: 'Status', filter: true, readOnly: true },
    // Its display state (orderState), answered so lists and exports carry it.
    state: { rest: 'State', type: 'text', label: 'State', readOnly: true, choices: ORDER_STATES },
    customerActivationCode: text('CustomerActivationCode', 'Activation Code', {
      nullable: true,
      credential: true,
      readOnly: true,
    }),
    paymentStatus: text('PaymentStatus', 'Payment Status', { nullable: true, filter: true, readOnly: true }),
    invoiceId: { rest: 'InvoiceId', type: 'text', label: 'Invoice', nullable: true, readOnly: true },
    invoiceNumber: text('InvoiceNumber', 'Invoice Number', { nullable: true, readOnly: true }),
    createdDate: { rest: 'CreatedDate', type: 'datetime', label: 'Created Date', sort: true, readOnly: true },
    lines: {
      rest: 'OrderDetails',
      type: 'list',
      label: 'Add-ons',
      rule: array(
        object({
          addonId: requiredId().label('Add-on'),
          quantity: count(orderMessages.addonQuantity).label('Add-on Quantity'),
        }),
      )
        .max(100, 'At most 100 add-ons')
        .default([]),
      of: {
        id: { rest: 'OrderDetailId', type: 'id', readOnly: true },
        addonId: { rest: 'LinkedOrderItemID', type: 'id' },
        quantity: { rest: 'Quantity', type: 'integer' },
        orderItem: { rest: 'OrderItem', type: 'text', readOnly: true },
        unitPrice: { rest: 'UnitPrice', type: 'decimal', readOnly: true },
        linkedTableName: { rest: 'LinkedTableName', type: 'text', readOnly: true },
        priceCalcPerItem: { rest: 'PriceCalcPerItem', type: 'boolean', readOnly: true },
      },
    },
  },
  defaultSort: [{ field: 'orderNumber', direction: 'desc' }],
  routes: restRoutes('CustomerRequest'),
  notes: {
    create:
      "Its number is generated and its total computed from the edition's and add-ons' prices (a `totalPrice` that disagrees is refused); a trial edition is sold Monthly only.",
    update: 'Not once it is declined.',
    delete: 'Only while it has no generated license.',
  },
});
