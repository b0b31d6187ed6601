// License (SPEC §3 License, the older license entity, §7 Licenses): a product license of an older
// edition, without plan or history, whose feature values travel on REST as the ProductFeatures map
// of feature name (code) to number ≥ 0. Sorted by OrderNumber descending (SPEC §9).
import { array, boolean, object, string } from 'yup';
import { timeOf } from '../catalog.js';
import { optionalText, requiredId, requiredText } from '../schema-fields.js';
import { defineEntity } from './entity.js';
import { licensedValue, MAX_LICENSE_FEATURES } from './product-licenses.js';

export const licenseMessages = {
  // SPEC §8.
  issueFailed: 'Get Issue License failed',
  deleteLabel: 'License',
} as const;

export const licenseSchema = object({
  orderNumber: requiredText('Order Number', 50),
  productId: requiredId('Product'),
  customerId: requiredId('Customer'),
  licenseTypeId: requiredId('License Type'),
  editionId: requiredId('Edition'),
  macAddress: optionalText('MAC Address', 100),
  serverName: optionalText('Server Name', 200),
  expiredDate: string()
    .required('Expired Date')
    .test('date', 'Expired Date must be a date', (value) => timeOf(value) !== null),
  allowVirtualMachine: boolean().default(true),
  additionalAttributes: optionalText('Additional Attributes', 4_000),
  features: array(object({ featureName: requiredText('Feature', 100), quantity: licensedValue() }))
    .max(MAX_LICENSE_FEATURES, `At most ${MAX_LICENSE_FEATURES} features`)
    .default([]),
});

const joined = (rest: string, label: string) =>
  ({ rest, type: 'text', label, sort: true, filter: true, search: true, readOnly: true }) as const;

export const licenseEntity = defineEntity({
  name: 'License',
  plural: 'licenses',
  displayName: 'License',
  deleteLabel: licenseMessages.deleteLabel,
  notFoundLabel: 'License',
  key: 'id',
  fields: {
    id: { rest: 'Id', type: 'id', sort: true, filter: 'ids', readOnly: true },
    orderNumber: {
      rest: 'OrderNumber',
      type: 'text',
      label: 'Order Number',
      sort: true,
      filter: true,
      search: true,
    },
    productId: { rest: 'ProductID', type: 'id', label: 'Product', filter: 'ids' },
    productName: joined('ProductName', 'Product'),
    customerId: { rest: 'CustomerId', type: 'id', label: 'Customer', filter: 'ids' },
    customerName: joined('CustomerName', 'Customer'),
    licenseTypeId: { rest: 'LicenseTypeId', type: 'id', label: 'License Type', filter: 'ids' },
    editionId: { rest: 'EditionId', type: 'id', label: 'Edition', filter: 'ids' },
    editionName: joined('EditionName', 'Edition'),
    macAddress: {
      rest: 'MACAddress',
      type: 'text',
      label: 'MAC Address',
      nullable: true,
      filter: true,
      search: true,
    },
    serverName: {
      rest: 'ServerName',
      type: 'text',
      label: 'Server Name',
      nullable: true,
      sort: true,
      filter: true,
      search: true,
    },
    expiredDate: { rest: 'ExpiredDate', type: 'datetime', label: 'Expired Date', sort: true },
    allowVirtualMachine: { rest: 'AllowVirtualMachine', type: 'boolean', label: 'Allow Virtual Machine' },
    customerActivationCode: {
      rest: 'CustomerActivationCode',
      type: 'text',
      label: 'Activation Code',
      nullable: true,
      readOnly: true,
    },
    status: { rest: 'Status', type: 'integer', label: 'Status', sort: true, readOnly: true },
    additionalAttributes: {
      rest: 'AdditionalAttributes',
      type: 'text',
      label: 'Additional Attributes',
      nullable: true,
    },
    features: {
      rest: 'ProductFeatures',
      type: 'list',
      label: 'Features',
      restMap: { key: 'featureName', value: 'quantity' },
      of: {
        featureName: { rest: 'FeatureName', type: 'text' },
        quantity: { rest: 'Value', type: 'integer' },
      },
    },
  },
  defaultSort: [{ field: 'orderNumber', direction: 'desc' }],
  schema: licenseSchema,
  routes: {
    list: '/api/Licenses/GetLicenses',
    get: '/api/Licenses/GetLicense',
    create: '/api/Licenses/CreateLicense',
    update: '/api/Licenses/UpdateLicense',
    delete: '/api/Licenses/DeleteLicense',
  },
});
