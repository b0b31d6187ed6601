// Picking a row of any declared entity: the server-side combo-box over its declared list, each
// option named as `optionLabels` says for its entity, else by its `name`. The picked row's name
// stays in the form's values (REF_LABELS), so an edit form or a restored draft shows it again.
import type { TypedDocumentNode } from '@apollo/client';
import { type Entity, nameWithEmail, productEntity, releasePackageLabel } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { entityDocuments, pickPage } from '../resource/documents';
import { type FormValues, REF_LABELS, refLabelOf } from '../resource/formValues';
import { EntityCombobox, type EntityComboboxProps, type EntityOption } from './EntityCombobox';

export type PickedRow = { id: string } & Record<string, unknown>;

/** How an option names its row, for the entities whose rows a name alone does not tell apart. */
const optionLabels: Readonly<Record<string, (row: PickedRow) => string>> = {
  Customer: (row) =>
    nameWithEmail({
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      email: String(row.email),
    }),
  Feature: (row) => `${row.label} (${row.name}, ${row.productName})`,
  ReleasePackage: (row) =>
    releasePackageLabel({
      productName: String((row.product as { name?: string } | null)?.name ?? ''),
      name: String(row.name ?? ''),
      version: String(row.version ?? ''),
    }),
};

type DeclaredPickerProps<T extends { id: string }> = Pick<
  EntityComboboxProps<unknown, never, T>,
  'name' | 'required' | 'disabled' | 'placeholder' | 'initialLabel' | 'onPick' | 'error'
> & {
  entity: Entity;
  /** The referred entity's name ('Product') unless given. */
  label?: string;
  /** Only the rows this list filter keeps (a product's features); a change reloads the options. */
  filter?: Record<string, unknown> | null;
  /** The screen's fragment the rows are read with, when it needs more of them than the declared row. */
  fragment?: TypedDocumentNode<T, unknown>;
  /** How an option names its row, when not as its entity's rows are named. */
  optionLabel?: (row: T) => string;
};

export function DeclaredPicker<T extends { id: string } = PickedRow>({
  entity,
  label,
  filter,
  fragment,
  optionLabel,
  initialLabel,
  onPick,
  ...props
}: DeclaredPickerProps<T>) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const nameOf =
    optionLabel ??
    (optionLabels[entity.name] as ((row: T) => string) | undefined) ??
    ((row: T) => String((row as unknown as PickedRow).name ?? row.id));
  return (
    <EntityCombobox
      {...props}
      label={label ?? entity.displayName}
      initialLabel={initialLabel ?? refLabelOf(values, props.name)}
      onPick={(option, row) => {
        void setFieldValue(`${REF_LABELS}["${props.name}"]`, option?.label ?? '', false);
        onPick?.(option, row);
      }}
      query={entityDocuments(entity, fragment).list}
      variables={{ filter: filter ?? null }}
      pageOf={(data) => pickPage<T>(entity, data)}
      toOption={(row: T): EntityOption => ({ id: row.id, label: nameOf(row) })}
    />
  );
}

/** The row's product; `onChange` when another one is picked, to let go of what belonged to the last. */
export function ProductPicker({ onChange }: { onChange: () => void }) {
  const { values } = useFormikContext<FormValues>();
  return (
    <DeclaredPicker
      entity={productEntity}
      name="productId"
      required
      onPick={(option) => {
        if ((option?.id ?? '') !== String(values.productId ?? '')) onChange();
      }}
    />
  );
}
