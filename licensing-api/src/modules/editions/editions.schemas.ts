// The older Edition entity (SPEC §3 Edition): Id, Name, Code, dates and EditionDetail lines of
// FeatureID and Quantity. IsActive is derived as for product editions.
import { defaultSorts, type EditionValues, isEditionActive } from '@licensing/domain';
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

export const EditionDetail = Type.Object({
  Id: Type.Integer(),
  EditionId: Type.Integer(),
  FeatureID: Type.Integer(),
  Quantity: Type.Integer(),
  FeatureName: Type.String(),
  FeatureLabel: Type.String(),
  FeatureDataTypeID: Type.Integer(),
});

export const Edition = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Code: Type.String(),
  ActiveDate: DateTime,
  InActiveDate: DateTime,
  IsActive: Type.Boolean(),
  EditionDetail: Type.Array(EditionDetail),
});

export const EditionInput = Type.Object({
  Name: Maybe(Type.String()),
  Code: Maybe(Type.String()),
  ActiveDate: Maybe(Type.String()),
  InActiveDate: Maybe(Type.String()),
  EditionDetail: Maybe(
    Type.Array(Type.Object({ FeatureID: Maybe(Id), Quantity: Maybe(Type.Number()) }), { maxItems: 500 }),
  ),
});

export const EditionUpdate = Type.Object({ Id: SerialId(), ...EditionInput.properties });

export const editionFields = {
  name: 'Name',
  code: 'Code',
  activeDate: 'ActiveDate',
  inactiveDate: 'InActiveDate',
  lines: 'EditionDetail',
} as const satisfies Record<keyof EditionValues, string>;

export function withDomainLines(body: { EditionDetail?: unknown[] | null | undefined }) {
  const lines = body.EditionDetail?.map((line) => {
    const { FeatureID, Quantity } = (line ?? {}) as { FeatureID?: unknown; Quantity?: unknown };
    return { featureId: FeatureID, quantity: Quantity };
  });
  return { ...body, EditionDetail: lines ?? [] };
}

export type EditionRow = {
  id: number;
  name: string;
  code: string;
  active_date: Date | null;
  inactive_date: Date | null;
};

export type EditionLineRow = {
  id: number;
  edition_id: number;
  feature_id: number;
  quantity: number;
  feature_name: string;
  feature_label: string;
  feature_data_type_id: number;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toEdition = (row: EditionRow, lines: EditionLineRow[], now = new Date()) => ({
  Id: row.id,
  Name: row.name,
  Code: row.code,
  ActiveDate: iso(row.active_date),
  InActiveDate: iso(row.inactive_date),
  IsActive: isEditionActive({ activeDate: row.active_date, inactiveDate: row.inactive_date }, now),
  EditionDetail: lines.map((line) => ({
    Id: line.id,
    EditionId: line.edition_id,
    FeatureID: line.feature_id,
    Quantity: line.quantity,
    FeatureName: line.feature_name,
    FeatureLabel: line.feature_label,
    FeatureDataTypeID: line.feature_data_type_id,
  })),
});

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

export const toEditionRow = (values: EditionValues) => ({
  name: values.name,
  code: values.code,
  active_date: dateOrNull(values.activeDate),
  inactive_date: dateOrNull(values.inactiveDate),
});

export const editionList = defineList<Database, 'editions'>({
  fields: {
    Id: { column: 'editions.id', type: 'integer' },
    Name: { column: 'editions.name', type: 'text' },
    Code: { column: 'editions.code', type: 'text' },
    ActiveDate: { column: 'editions.active_date', type: 'timestamp' },
    InActiveDate: { column: 'editions.inactive_date', type: 'timestamp' },
  },
  sortBy: ['Id', 'Name', 'Code', 'ActiveDate', 'InActiveDate'],
  filterBy: ['Id', 'Name', 'Code'],
  filterByIds: ['Id'],
  searchIn: ['Name', 'Code'],
  defaultSort: defaultSorts.editions,
  tiebreaker: 'Id',
});
