// Older licenses (SPEC §3 License): one per order number (whatever its case), with their customer's,
// product's and edition's names joined in, and their ProductFeatures map stored as lines of the
// product's features, named by code.
import { licenseEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { featureLines } from '../product-editions/feature-lines.js';
import { settleEditionTerms } from '../product-licenses/edition-terms.js';
import {
  joinProductAndCustomer,
  licenseColumns,
  licenseReferences,
  uniqueOrderNumber,
} from '../product-licenses/license-table.js';

export const licensesTable = defineTable({
  entity: licenseEntity,
  table: 'licenses',
  columns: { ...licenseColumns('licenses'), editionName: 'editions.name' },
  joins: (query) =>
    joinProductAndCustomer(query, 'licenses').leftJoin('editions', 'editions.id', 'licenses.edition_id'),
  settle: settleEditionTerms({
    field: 'editionId',
    column: 'edition_id',
    licenses: 'licenses',
    table: 'editions',
    key: 'id',
    code: 'code',
  }),
  references: [...licenseReferences, { field: 'editionId', table: 'editions', key: 'id', label: 'Edition' }],
  ...uniqueOrderNumber('licenses'),
  nested: {
    features: featureLines({
      table: 'license_features',
      key: 'id',
      parent: 'license_id',
      field: 'ProductFeatures',
      sameProduct: true,
      byName: true,
    }),
  },
});
