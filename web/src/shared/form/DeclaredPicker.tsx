// Picking a row of any declared entity: the server-side combo-box over its declared list, each
// option named by its `name` (the field every referred entity names its rows by).
import type { Entity } from '@licensing/domain';
import { entityDocuments, pickPage } from '../resource/documents';
import { EntityCombobox } from './EntityCombobox';

type Row = { id: string } & Record<string, unknown>;

export type DeclaredPickerProps = {
  entity: Entity;
  name: string;
  label: string;
  required?: boolean;
  initialLabel?: string | undefined;
};

export function DeclaredPicker({ entity, ...props }: DeclaredPickerProps) {
  return (
    <EntityCombobox
      {...props}
      query={entityDocuments(entity).list}
      pageOf={(data) => pickPage(entity, data) ?? { items: [], totalCount: 0 }}
      toOption={(row: Row) => ({ id: row.id, label: String(row.name ?? row.id) })}
    />
  );
}
