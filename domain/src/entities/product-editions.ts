// Product edition (SPEC §3 ProductEdition, ProductEditionDetail line): a priced feature set of a
// product; IsActive is derived (isEditionActive); sorted by edition name (SPEC §9).
import { DEFAULT_DISPLAY_ORDER } from '../constants.js';
import {
  featureLines,
  itsLabel,
  optionalDate,
  price,
  requiredId,
  requiredText,
  wholeNumber,
} from '../schema-fields.js';
import { defineEntity, type Fields, restRoutes } from './entity.js';
import {
  bool,
  datetime,
  decimal,
  integer,
  internalValue,
  productRef,
  readOnlyText,
  searchedText,
  serialKey,
} from './fields.js';

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
  activeDate: datetime('ActiveDate', 'Active Date', { nullable: true, sort: true, rule: optionalDate() }),
  inactiveDate: datetime('InActiveDate', 'Inactive Date', {
    nullable: true,
    sort: true,
    rule: optionalDate(),
  }),
  isActive: bool('IsActive', 'Status', { readOnly: true }),
} as const satisfies Fields;

/**
 * The most machines a license may activate (beyond SPEC; machine-file.ts): an edition's for its
 * licenses, which a license's own overrides; none is no limit.
 */
export const maxMachinesField = {
  maxMachines: integer('MaxMachines', 'Maximum Machines', {
    nullable: true,
    sort: true,
    rule: wholeNumber(1, 1_000_000).nullable().optional().default(null),
  }),
} as const satisfies Fields;

export const productEditionEntity = defineEntity({
  name: 'ProductEdition',
  fields: {
    id: serialKey('ProductEditionID'),
    // SPEC §5: Product, Edition Name, Edition Code, Price Per Year and Price Per Month are required.
    productId: { ...productRef('Product', 'productName'), rule: requiredId() },
    productName: readOnlyText('ProductName', 'Product Name'),
    name: { ...searchedText('ProductEditionName', 'Edition Name'), rule: requiredText(200) },
    code: { ...searchedText('ProductEditionCode', 'Edition Code'), rule: requiredText(100) },
    // Required: 0 is allowed, only empty fails (SPEC §5).
    price: decimal('Price', 'Price Per Year', { sort: true, rule: price().required(itsLabel) }),
    pricePerMonth: decimal('PricePerMonth', 'Price Per Month', {
      sort: true,
      rule: price().required(itsLabel),
    }),
    displayOrder: integer('DisplayOrder', 'Display Order', {
      sort: true,
      rule: wholeNumber(0, 1_000_000).optional().default(DEFAULT_DISPLAY_ORDER),
    }),
    ...activePeriodFields,
    ...maxMachinesField,
    lines: {
      rest: 'ProductEditionDetail',
      type: 'list',
      label: 'Features',
      rule: featureLines(),
      of: {
        id: { rest: 'ProductsEditionDetailID', type: 'id', readOnly: true },
        editionId: { rest: 'ProductEditionID', type: 'id', readOnly: true },
        ...featureLineFields,
        description: internalValue('Description', 'text'),
        isFeatureActive: { rest: 'IsFeatureActive', type: 'boolean', readOnly: true },
      },
    },
  },
  // The edit form names the product 'Product Name'.
  editLabels: { productId: 'Product Name' },
  routes: restRoutes('ProductEditions', 'ProductEdition'),
  notes: {
    create: 'With its feature lines, in one step; prices per month may be 0.',
    update: 'Replaces its feature lines with `input.lines`.',
    delete: 'Its lines go with it.',
  },
});
