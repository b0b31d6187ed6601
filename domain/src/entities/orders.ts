// Order (SPEC §3 Order and OrderDetail, api/CustomerRequest): a customer's quote request for a
// product edition (by code) on a plan, with add-on lines; staff generate its license, decline it,
// or invoice it. The order number is generated; the total is recomputed by licensing-api. Newest
// order first (SPEC §9).
import { array, boolean, object } from 'yup';
import { orderMessages } from '../orders.js';
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
import {
  defineEntity,
  generatedId,
  internalValue,
  personFields,
  productRef,
  readOnlyText,
  restRoutes,
  searchedText,
  text,
} from './entity.js';

const count = (label: string, message?: string) => wholeNumber(label, 1, 100_000, message);

/** SPEC §5: the order form's required fields, phone of 9 to 15 digits, both e-mails valid. */
export const orderSchema = object({
  productId: requiredId('Product'),
  licenseEditionCode: requiredText('Edition', 100),
  productLicensePlanId: requiredId('License Plan'),
  quantity: count('Quantity'),
  duration: count('Plan Duration'),
  totalPrice: price('Total Price').nullable().default(null),
  requestContent: optionalText('Request Content', 4_000),
  firstName: optionalText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  companyName: requiredText('Company Name', 200),
  email: requiredEmail('Email'),
  phoneNumber: requiredPhone('Phone Number'),
  address: requiredText('Address', 200),
  macAddress: macAddressText('MAC Address'),
  serverName: serverNameText('Server Name'),
  techServiceLastName: requiredText('Tech Service Last Name', 100),
  techServiceEmail: requiredEmail('Tech Service Email'),
  techServiceCompanyName: requiredText('Tech Service Company Name', 200),
  isResolved: boolean().default(false),
  lines: array(
    object({
      addonId: requiredId('Add-on'),
      quantity: count('Add-on Quantity', orderMessages.addonQuantity),
    }),
  )
    .max(100, 'At most 100 add-ons')
    .default([]),
});

export const orderEntity = defineEntity({
  name: 'Order',
  fields: {
    orderNumber: readOnlyText('OrderNumber', 'Order Number'),
    productId: productRef('Product', 'productName'),
    productName: readOnlyText('ProductName', 'Product'),
    licenseEditionCode: text('LicenseEditionCode', 'Edition', { sort: true, filter: true }),
    editionName: text('ProductEditionName', 'Edition', { nullable: true, readOnly: true }),
    productLicensePlanId: { rest: 'ProductLicensePlanID', type: 'id', label: 'License Plan', filter: 'ids' },
    duration: { rest: 'ProductLicensePlanQuantity', type: 'integer', label: 'Plan Duration' },
    quantity: { rest: 'Quantity', type: 'integer', label: 'Quantity' },
    // The edition's unit price as sold; the total is recomputed from it and the add-ons'.
    unitPrice: { rest: 'UnitPrice', type: 'decimal', label: 'Unit Price', readOnly: true },
    totalPrice: { rest: 'TotalPrice', type: 'decimal', label: 'Total Price', sort: true },
    requestContent: { rest: 'RequestContent', type: 'text', label: 'Request Content', nullable: true },
    firstName: { rest: 'FirstName', type: 'text', label: 'First Name', nullable: true, search: true },
    lastName: personFields.lastName,
    companyName: searchedText('CompanyName', 'Company Name'),
    email: personFields.email,
    phoneNumber: text('PhoneNumber', 'Phone Number', { input: 'tel' }),
    address: { rest: 'Address', type: 'text', label: 'Address' },
    macAddress: { rest: 'MACAddress', type: 'text', label: 'MAC Address', nullable: true },
    serverName: { rest: 'ServerName', type: 'text', label: 'Server Name', nullable: true },
    techServiceLastName: { rest: 'TechServiceLastName', type: 'text', label: 'Tech Service Last Name' },
    techServiceEmail: text('TechServiceEmail', 'Tech Service Email', { input: 'email' }),
    techServiceCompanyName: text('TechServiceCompanyName', 'Tech Service Company Name'),
    generatedCustomerId: generatedId('GeneratedCustomerID'),
    generatedLicenseId: generatedId('GeneratedLicenseID'),
    productLicenseId: internalValue('ProductLicenseID', 'id'),
    isGenerated: { rest: 'IsGenerated', type: 'boolean', label: 'Generated', readOnly: true },
    isResolved: { rest: 'IsResolved', type: 'boolean', label: 'Resolved' },
    isDeclined: { rest: 'IsDeclined', type: 'boolean', label: 'Declined', readOnly: true },
    // SPEC §4's list filter: Pending, Complete or Declined.
    status: { rest: 'Status', type: 'text', label: 'Status', filter: true, readOnly: true },
    customerActivationCode: text('CustomerActivationCode', 'Activation Code', {
      nullable: true,
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
  schema: orderSchema,
  routes: restRoutes('CustomerRequest'),
  notes: {
    create:
      "Its number is generated and its total computed from the edition's and add-ons' prices (a `totalPrice` that disagrees is refused); a trial edition is sold Monthly only.",
    update: 'Not once it is declined.',
    delete: 'Only while it has no generated license.',
  },
});
