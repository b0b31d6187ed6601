// Editions (SPEC §3, the older edition entity): Name, Code, dates and EditionDetail lines; IsActive
// is derived as for product editions.
import { editionEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { featureLines } from '../product-editions/feature-lines.js';
import { activeByDates } from '../product-editions/product-editions.table.js';

export const editionsTable = defineTable({
  entity: editionEntity,
  table: 'editions',
  usedBy: [{ table: 'licenses', column: 'edition_id', label: 'license' }],
  nested: {
    lines: featureLines({
      table: 'edition_details',
      key: 'id',
      parent: 'edition_id',
      field: 'EditionDetail',
    }),
  },
  ...activeByDates,
});
