// One input of a form, from the entity's declaration: its label, whether it is required, and the
// input its type asks for. A screen with a layout of its own composes these by name.
import type { Entity, Field } from '@licensing/domain';
import { useFormikContext } from 'formik';
import type { ComponentType } from 'react';
import { formFields, refLabel } from '../resource/formValues';
import { CustomerPicker } from './CustomerPicker';
import { FeaturePicker } from './FeaturePicker';
import { FormDateField } from './FormDateField';
import { FormNumberField } from './FormNumberField';
import { FormSwitchField } from './FormSwitchField';
import { FormTextField } from './FormTextField';
import { ProductPicker } from './ProductPicker';
import { RichTextField } from './RichTextField';

type PickerProps = { name: string; label: string; required?: boolean; initialLabel?: string | undefined };

/** The picker of each kind of referred row, by the GraphQL field that holds it (Field.ref). */
const pickers: Readonly<Record<string, ComponentType<PickerProps>>> = {
  product: ProductPicker,
  feature: FeaturePicker,
  customer: CustomerPicker,
};

/** Whether the form must have a value: what the declaration's schema says, else a non-null field. */
function isRequired(entity: Entity, name: string, field: Field): boolean {
  const rule = entity.schema.fields[name] as { spec?: { optional?: boolean } } | undefined;
  return rule?.spec ? rule.spec.optional === false : !field.nullable;
}

export type DeclaredFieldProps = { entity: Entity; name: string; label?: string; hint?: string };

export function DeclaredField({ entity, name, label, hint }: DeclaredFieldProps) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const field = entity.fields[name];
  if (!field) throw new Error(`${entity.name} declares no field '${name}'.`);
  const props = {
    name,
    label: label ?? field.label ?? name,
    required: isRequired(entity, name, field),
    hint: hint ?? field.hint,
  };
  if (field.ref) {
    const Picker = pickers[field.ref.field];
    if (!Picker) throw new Error(`No picker for ${field.ref.field} rows.`);
    const row = values[field.ref.field] as Record<string, unknown> | null | undefined;
    return <Picker {...props} initialLabel={row ? refLabel(field, row) : undefined} />;
  }
  if (field.html) return <RichTextField {...props} />;
  switch (field.type) {
    case 'boolean':
      return <FormSwitchField {...props} />;
    case 'datetime':
      return <FormDateField {...props} />;
    case 'integer':
      return <FormNumberField {...props} step={1} />;
    case 'decimal':
      return <FormNumberField {...props} step={0.01} min={0} />;
    default:
      return <FormTextField {...props} />;
  }
}

/** Every input of the declared form: the fields its screens show that the form writes. */
export function DeclaredFields({ entity }: { entity: Entity }) {
  return (
    <>
      {formFields(entity).map((name) => (
        <DeclaredField key={name} entity={entity} name={name} />
      ))}
    </>
  );
}
