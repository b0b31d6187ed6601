// Features (SPEC §3 Feature, Feature data type): REST shapes, row mapping, domain field names and
// the list definition.
import { defaultSorts, type FeatureValues } from '@licensing/domain';
import { type Static, type TSchema, Type } from 'typebox';
import type { Database } from '../../db/schema.js';
import { SerialId } from '../../lib/schemas.js';
import { defineList } from '../../lists/index.js';

/**
 * A field a client may leave out or send as null. `nullable` rather than a union with Null: Ajv's
 * type coercion would turn a null number into 0 (or false into null), and 'only empty fails'
 * (SPEC §5) needs to see the null.
 */
const Maybe = <T extends TSchema>(schema: T) =>
  Type.Optional(Type.Unsafe<Static<T> | null>({ ...schema, nullable: true }));
const Id = Type.Integer();

export const Feature = Type.Object({
  Id: Type.Integer(),
  Name: Type.String({ description: 'The feature code, unique within its product.' }),
  Label: Type.String(),
  ProductID: Type.Integer(),
  ProductName: Type.String(),
  IsActive: Type.Boolean(),
  FeatureDataTypeID: Type.Integer(),
  FeatureDataType: Type.String({ description: "The data type's name, e.g. BOOLEAN." }),
  Value: Type.Union([Type.String(), Type.Null()]),
});

export const FeatureDataType = Type.Object({ ID: Type.Integer(), Type: Type.String() });

export const FeatureInput = Type.Object({
  Name: Maybe(Type.String()),
  Label: Maybe(Type.String()),
  ProductID: Maybe(Id),
  FeatureDataTypeID: Maybe(Id),
  IsActive: Maybe(Type.Boolean()),
});

export const FeatureUpdate = Type.Object({ Id: SerialId(), ...FeatureInput.properties });

export const featureFields = {
  productId: 'ProductID',
  name: 'Name',
  label: 'Label',
  dataTypeId: 'FeatureDataTypeID',
  isActive: 'IsActive',
} as const satisfies Record<keyof FeatureValues, string>;

export type FeatureRow = {
  id: number;
  name: string;
  label: string;
  product_id: number;
  product_name: string;
  is_active: boolean;
  feature_data_type_id: number;
  feature_data_type: string;
  value: string | null;
};

export const toFeature = (row: FeatureRow) => ({
  Id: row.id,
  Name: row.name,
  Label: row.label,
  ProductID: row.product_id,
  ProductName: row.product_name,
  IsActive: row.is_active,
  FeatureDataTypeID: row.feature_data_type_id,
  FeatureDataType: row.feature_data_type,
  Value: row.value,
});

export const toFeatureRow = (values: FeatureValues) => ({
  name: values.name,
  label: values.label,
  product_id: values.productId,
  feature_data_type_id: values.dataTypeId,
  is_active: values.isActive,
});

export const featureList = defineList<Database, 'features' | 'products' | 'feature_data_types'>({
  fields: {
    Id: { column: 'features.id', type: 'integer' },
    Name: { column: 'features.name', type: 'text' },
    Label: { column: 'features.label', type: 'text' },
    ProductID: { column: 'features.product_id', type: 'integer' },
    ProductName: { column: 'products.product_name', type: 'text' },
    IsActive: { column: 'features.is_active', type: 'boolean' },
    FeatureDataTypeID: { column: 'features.feature_data_type_id', type: 'integer' },
    FeatureDataType: { column: 'feature_data_types.type', type: 'text' },
  },
  sortBy: ['Id', 'Name', 'Label', 'ProductName', 'IsActive', 'FeatureDataType'],
  filterBy: [
    'Id',
    'Name',
    'Label',
    'ProductID',
    'ProductName',
    'IsActive',
    'FeatureDataTypeID',
    'FeatureDataType',
  ],
  filterByIds: ['Id', 'ProductID'],
  searchIn: ['Name', 'Label', 'ProductName'],
  defaultSort: defaultSorts.features,
  tiebreaker: 'Id',
});
