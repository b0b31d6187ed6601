// Product edition (SPEC §3 ProductEdition, ProductEditionDetail line): a priced feature set of a
// product; IsActive is derived (isEditionActive); sorted by edition name (SPEC §9).
import { object } from 'yup';
import { DEFAULT_DISPLAY_ORDER } from '../constants.js';
import {
  featureLines,
  optionalDate,
  price,
  requiredId,
  requiredText,
  wholeNumber,
} from '../schema-fields.js';
import {
  defineEntity,
  type Fields,
  internalValue,
  productRef,
  readOnlyText,
  restRoutes,
  searchedText,
  serialKey,
} from './entity.js';

const productEditionFields = (productLabel: string) => ({
  productId: requiredId(productLabel),
  name: requiredText('Edition Name', 200),
  code: requiredText('Edition Code', 100),
  // Required: 0 is allowed, only empty fails (SPEC §5).
  price: price('Price Per Year').required('Price Per Year'),
  pricePerMonth: price('Price Per Month').required('Price Per Month'),
  displayOrder: wholeNumber('Display Order', 0, 1_000_000).optional().default(DEFAULT_DISPLAY_ORDER),
  activeDate: optionalDate('Active Date'),
  inactiveDate: optionalDate('Inactive Date'),
  lines: featureLines(),
});

/** Product edition add (SPEC §5: Product, Edition Name, Edition Code, Price Per Year, Price Per Month). */
export const productEditionSchema = object(productEditionFields('Product'));
/** Product edition edit: the same, with 'Product Name' as the first label. */
export const productEditionEditSchema = object(productEditionFields('Product Name'));

/** The line fields both edition entities share: the feature, its quantity, and the feature's names. */
export const featureLineFields = {
  featureId: { rest: 'FeatureID', type: 'id' },
  /** -1 is unlimited; boolean features hold 1 or 0. */
  quantity: { rest: 'Quantity', type: 'integer' },
  featureName: { rest: 'FeatureName', type: 'text', readOnly: true },
  featureLabel: { rest: 'FeatureLabel', type: 'text', readOnly: true },
  dataTypeId: { rest: 'FeatureDataTypeID', type: 'id', readOnly: true },
} as const satisfies Fields;

/** The active period both edition entities share, and IsActive, derived from it (SPEC §4). */
export const activePeriodFields = {
  activeDate: { rest: 'ActiveDate', type: 'datetime', label: 'Active Date', nullable: true, sort: true },
  inactiveDate: {
    rest: 'InActiveDate',
    type: 'datetime',
    label: 'Inactive Date',
    nullable: true,
    sort: true,
  },
  isActive: { rest: 'IsActive', type: 'boolean', label: 'Status', readOnly: true },
} as const satisfies Fields;

export const productEditionEntity = defineEntity({
  name: 'ProductEdition',
  fields: {
    id: serialKey('ProductEditionID'),
    productId: productRef('Product', 'productName'),
    productName: readOnlyText('ProductName', 'Product Name'),
    name: searchedText('ProductEditionName', 'Edition Name'),
    code: searchedText('ProductEditionCode', 'Edition Code'),
    price: { rest: 'Price', type: 'decimal', label: 'Price Per Year', sort: true },
    pricePerMonth: { rest: 'PricePerMonth', type: 'decimal', label: 'Price Per Month', sort: true },
    displayOrder: { rest: 'DisplayOrder', type: 'integer', label: 'Display Order', sort: true },
    ...activePeriodFields,
    lines: {
      rest: 'ProductEditionDetail',
      type: 'list',
      label: 'Features',
      of: {
        id: { rest: 'ProductsEditionDetailID', type: 'id', readOnly: true },
        editionId: { rest: 'ProductEditionID', type: 'id', readOnly: true },
        ...featureLineFields,
        description: internalValue('Description', 'text'),
        isFeatureActive: { rest: 'IsFeatureActive', type: 'boolean', readOnly: true },
      },
    },
  },
  schema: productEditionSchema,
  editSchema: productEditionEditSchema,
  routes: restRoutes('ProductEditions', 'ProductEdition'),
  notes: {
    create: 'With its feature lines, in one step; prices per month may be 0.',
    update: 'Replaces its feature lines with `input.lines`.',
    delete: 'Its lines go with it.',
  },
});
