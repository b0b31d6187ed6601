// License (SPEC §3 License, the older license entity, §7 Licenses): a product license of an older
// edition, without plan or history, whose feature values travel on REST as the ProductFeatures map
// of feature name (code) to number ≥ 0. Sorted by OrderNumber descending (SPEC §9).
import { requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { readOnlyText, refTo } from './fields.js';
import { licenseFeatures, licenseIdentityFields, licenseTermsFields } from './product-licenses.js';

export const licenseMessages = {
  // SPEC §8.
  issueFailed: 'Get Issue License failed',
} as const;

export const licenseEntity = defineEntity({
  name: 'License',
  fields: {
    ...licenseIdentityFields,
    editionId: refTo('Edition', 'EditionId', 'Edition', ['editionName'], { rule: requiredId() }),
    editionName: readOnlyText('EditionName', 'Edition'),
    ...licenseTermsFields,
    features: {
      rest: 'ProductFeatures',
      type: 'list',
      label: 'Features',
      restMap: { key: 'featureName', value: 'quantity' },
      rule: licenseFeatures({ featureName: requiredText(100).label('Feature') }),
      of: {
        featureName: { rest: 'FeatureName', type: 'text' },
        quantity: { rest: 'Value', type: 'integer' },
      },
    },
  },
  defaultSort: [{ field: 'orderNumber', direction: 'desc' }],
  routes: restRoutes('Licenses', 'License'),
  notes: {
    create:
      "Order numbers are unique (letters, digits, '-', '_' and '.'); feature values are 0 or more (-1: unlimited), switches 1 or 0, naming the product's features by code. On a trial edition (its code contains 'trial') the license is a Trial expiring two months ahead, whatever the input says; an update keeps that expiry.",
    delete: 'Its feature values go with it.',
  },
});
