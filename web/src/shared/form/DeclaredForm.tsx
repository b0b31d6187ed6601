// A form from the entity's declaration: each input with its label, whether it is required, and
// the input its type asks for. A screen with a layout of its own composes the inputs by name.
import { type Entity, entities, type Field, type ValidationSchema } from '@licensing/domain';
import { type ComponentProps, type ReactNode, useContext } from 'react';
import { type FormValues, formFields } from '../resource/formValues';
import { DeclaredPicker } from './DeclaredPicker';
import { FormDateField } from './FormDateField';
import { FormNumberField } from './FormNumberField';
import { FormSwitchField } from './FormSwitchField';
import { FormTextField } from './FormTextField';
import { RichTextField } from './RichTextField';
import { FormSchema, SchemaForm } from './SchemaForm';
import type { AnySchema } from './validate';

/** Whether the form must have a value: what the form's schema says, else a non-null field. */
function isRequired(schema: ValidationSchema, name: string, field: Field): boolean {
  const rule = schema.fields[name] as { spec?: { optional?: boolean } } | undefined;
  return rule?.spec ? rule.spec.optional === false : !field.nullable;
}

type DeclaredFieldProps = {
  entity: Entity;
  name: string;
  label?: string;
  hint?: string;
  /** A text input's own ('off': the browser offers none of the user's own details). */
  autoComplete?: string;
};

export function DeclaredField({ entity, name, label, hint, autoComplete }: DeclaredFieldProps) {
  const formSchema = useContext(FormSchema);
  const field = entity.fields[name];
  if (!field) throw new Error(`${entity.name} declares no field '${name}'.`);
  const props = {
    name,
    label: label ?? field.label ?? name,
    required: isRequired(formSchema ?? entity.schema, name, field),
    hint: hint ?? field.hint,
  };
  if (field.ref) {
    const referred = entities.find((candidate) => candidate.name === field.ref?.entity);
    if (!referred) throw new Error(`${entity.name}.${name} refers to no declared entity.`);
    // The picker names the row the form holds (REF_LABELS).
    return <DeclaredPicker entity={referred} {...props} />;
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
      return <FormTextField {...props} type={field.input} autoComplete={autoComplete} />;
  }
}

/** A schema form's props (its own aria-label, say), the schema being the entity's. */
type DeclaredFormProps<V extends FormValues> = Omit<
  ComponentProps<typeof SchemaForm<V>>,
  'schema' | 'children'
> & {
  entity: Entity;
  /** An edit validates with the entity's edit schema, when it declares one. */
  mode?: 'add' | 'edit';
  /** The inputs, when the entity lays them out itself; every declared field in order unless given. */
  children?: ReactNode;
  /** What follows the declared fields (an edition's feature lines). */
  after?: ReactNode;
};

/** The form of an entity: its schema's rules, its declared inputs (or the layout given), Save and Cancel. */
export function DeclaredForm<V extends FormValues>({
  entity,
  mode,
  children,
  after,
  ...form
}: DeclaredFormProps<V>) {
  const schema = (mode === 'edit' && entity.editSchema) || entity.schema;
  return (
    <SchemaForm schema={schema as AnySchema} aria-label={entity.displayName} {...form}>
      {children ?? formFields(entity).map((name) => <DeclaredField key={name} entity={entity} name={name} />)}
      {after}
    </SchemaForm>
  );
}
