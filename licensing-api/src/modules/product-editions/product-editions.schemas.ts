// Product editions (SPEC §3 ProductEdition, ProductEditionDetail line): REST shapes, row mapping,
// domain field names and the list definition. IsActive is derived (domain isEditionActive).
import { defaultSorts, isEditionActive, type ProductEditionValues } from '@licensing/domain';
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

const DateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const ProductEditionDetail = Type.Object({
  ProductsEditionDetailID: Type.Integer(),
  ProductEditionID: Type.Integer(),
  FeatureID: Type.Integer(),
  Quantity: Type.Integer({ description: '-1 is unlimited; boolean features hold 1 or 0.' }),
  Description: Type.Union([Type.String(), Type.Null()]),
  FeatureDataTypeID: Type.Integer(),
  FeatureName: Type.String(),
  FeatureLabel: Type.String(),
  IsFeatureActive: Type.Boolean(),
});

export const ProductEdition = Type.Object({
  ProductEditionID: Type.Integer(),
  ProductID: Type.Integer(),
  ProductName: Type.String(),
  ProductEditionName: Type.String(),
  ProductEditionCode: Type.String(),
  Price: Type.Number({ description: 'Per year.' }),
  PricePerMonth: Type.Number(),
  DisplayOrder: Type.Integer(),
  ActiveDate: DateTime,
  InActiveDate: DateTime,
  IsActive: Type.Boolean({
    description: 'ActiveDate not after now, and InActiveDate empty or in the future.',
  }),
  ProductEditionDetail: Type.Array(ProductEditionDetail),
});

export const ProductEditionDetailInput = Type.Object({
  ProductEditionID: Maybe(Id),
  FeatureID: Maybe(Id),
  Quantity: Maybe(Type.Number()),
  FeatureDataTypeID: Maybe(Id),
});

export const ProductEditionInput = Type.Object({
  ProductID: Maybe(Id),
  ProductEditionName: Maybe(Type.String()),
  ProductEditionCode: Maybe(Type.String()),
  Price: Maybe(Type.Number()),
  PricePerMonth: Maybe(Type.Number()),
  DisplayOrder: Maybe(Id),
  ActiveDate: Maybe(Type.String()),
  InActiveDate: Maybe(Type.String()),
  ProductEditionDetail: Maybe(Type.Array(ProductEditionDetailInput, { maxItems: 500 })),
});

export const ProductEditionUpdate = Type.Object({
  ProductEditionID: SerialId(),
  ...ProductEditionInput.properties,
});

export const productEditionFields = {
  productId: 'ProductID',
  name: 'ProductEditionName',
  code: 'ProductEditionCode',
  price: 'Price',
  pricePerMonth: 'PricePerMonth',
  displayOrder: 'DisplayOrder',
  activeDate: 'ActiveDate',
  inactiveDate: 'InActiveDate',
  lines: 'ProductEditionDetail',
} as const satisfies Record<keyof ProductEditionValues, string>;

/** The body with its lines in the domain's names, for validateInput. */
export function withDomainLines(body: { ProductEditionDetail?: unknown[] | null | undefined }) {
  const lines = body.ProductEditionDetail?.map((line) => {
    const { FeatureID, Quantity } = (line ?? {}) as { FeatureID?: unknown; Quantity?: unknown };
    return { featureId: FeatureID, quantity: Quantity };
  });
  return { ...body, ProductEditionDetail: lines ?? [] };
}

export type ProductEditionRow = {
  product_edition_id: number;
  product_id: number;
  product_name: string;
  product_edition_name: string;
  product_edition_code: string;
  price: string;
  price_per_month: string;
  display_order: number;
  active_date: Date | null;
  inactive_date: Date | null;
};

export type ProductEditionLineRow = {
  products_edition_detail_id: number;
  product_edition_id: number;
  feature_id: number;
  quantity: number;
  description: string | null;
  feature_data_type_id: number;
  feature_name: string;
  feature_label: string;
  is_feature_active: boolean;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toProductEditionDetail = (row: ProductEditionLineRow) => ({
  ProductsEditionDetailID: row.products_edition_detail_id,
  ProductEditionID: row.product_edition_id,
  FeatureID: row.feature_id,
  Quantity: row.quantity,
  Description: row.description,
  FeatureDataTypeID: row.feature_data_type_id,
  FeatureName: row.feature_name,
  FeatureLabel: row.feature_label,
  IsFeatureActive: row.is_feature_active,
});

export const toProductEdition = (
  row: ProductEditionRow,
  lines: ProductEditionLineRow[],
  now = new Date(),
) => ({
  ProductEditionID: row.product_edition_id,
  ProductID: row.product_id,
  ProductName: row.product_name,
  ProductEditionName: row.product_edition_name,
  ProductEditionCode: row.product_edition_code,
  Price: Number(row.price),
  PricePerMonth: Number(row.price_per_month),
  DisplayOrder: row.display_order,
  ActiveDate: iso(row.active_date),
  InActiveDate: iso(row.inactive_date),
  IsActive: isEditionActive({ activeDate: row.active_date, inactiveDate: row.inactive_date }, now),
  ProductEditionDetail: lines.map(toProductEditionDetail),
});

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

export const toProductEditionRow = (values: ProductEditionValues) => ({
  product_id: values.productId,
  product_edition_name: values.name,
  product_edition_code: values.code,
  price: values.price,
  price_per_month: values.pricePerMonth,
  display_order: values.displayOrder,
  active_date: dateOrNull(values.activeDate),
  inactive_date: dateOrNull(values.inactiveDate),
});

export const productEditionList = defineList<Database, 'product_editions' | 'products'>({
  fields: {
    ProductEditionID: { column: 'product_editions.product_edition_id', type: 'integer' },
    ProductID: { column: 'product_editions.product_id', type: 'integer' },
    ProductName: { column: 'products.product_name', type: 'text' },
    ProductEditionName: { column: 'product_editions.product_edition_name', type: 'text' },
    ProductEditionCode: { column: 'product_editions.product_edition_code', type: 'text' },
    Price: { column: 'product_editions.price', type: 'integer' },
    PricePerMonth: { column: 'product_editions.price_per_month', type: 'integer' },
    DisplayOrder: { column: 'product_editions.display_order', type: 'integer' },
    ActiveDate: { column: 'product_editions.active_date', type: 'timestamp' },
    InActiveDate: { column: 'product_editions.inactive_date', type: 'timestamp' },
  },
  sortBy: [
    'ProductEditionID',
    'ProductName',
    'ProductEditionName',
    'ProductEditionCode',
    'Price',
    'PricePerMonth',
    'DisplayOrder',
    'ActiveDate',
    'InActiveDate',
  ],
  filterBy: ['ProductEditionID', 'ProductID', 'ProductName', 'ProductEditionName', 'ProductEditionCode'],
  filterByIds: ['ProductEditionID', 'ProductID'],
  searchIn: ['ProductEditionName', 'ProductEditionCode', 'ProductName'],
  defaultSort: defaultSorts.productEditions,
  tiebreaker: 'ProductEditionID',
});
