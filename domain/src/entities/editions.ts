// Edition (SPEC §3, the older edition entity): Name, Code, dates and EditionDetail lines of FeatureID
// and Quantity; IsActive is derived as for product editions; sorted by name (SPEC §9).
import { featureLines, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { searchedText } from './fields.js';
import { activePeriodFields, featureLineFields } from './product-editions.js';

export const editionEntity = defineEntity({
  name: 'Edition',
  fields: {
    name: { ...searchedText('Name', 'Edition Name'), rule: requiredText(200) },
    code: { ...searchedText('Code', 'Edition Code'), rule: requiredText(100) },
    ...activePeriodFields,
    lines: {
      rest: 'EditionDetail',
      type: 'list',
      label: 'Features',
      rule: featureLines(),
      of: {
        id: { rest: 'Id', type: 'id', readOnly: true },
        editionId: { rest: 'EditionId', type: 'id', readOnly: true },
        ...featureLineFields,
      },
    },
  },
  routes: restRoutes('Editions', 'Edition'),
  notes: {
    create: 'With its feature lines, in one step.',
    update: 'Replaces its feature lines with `input.lines`.',
    delete: 'Its lines go with it.',
  },
});
