// GET /api/Features/GetFeatureDataTypes (SPEC §7): the data types a feature can have.
import { workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { lookup } from '../../crud/lookup.js';

export default lookup(
  workflows.GetFeatureDataTypes,
  'The feature data types (BOOLEAN, NUMBER), all on one page',
  Type.Object({ ID: Type.Integer(), Type: Type.String({ description: 'BOOLEAN or NUMBER.' }) }),
  (db) => db.selectFrom('feature_data_types').select(['id as ID', 'type as Type']).orderBy('type').execute(),
);
