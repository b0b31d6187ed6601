import { editionSchema } from '@licensing/domain';
import { FeatureLinesField, type LineFormValues } from '../edition-lines/FeatureLinesField';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import type { EditionInput, EditionShow_EditionFragment } from '../gql/graphql';
import { FormDateField } from '../shared/form/FormDateField';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import { ownForm } from '../shared/resource/resource';
import { EditionShow_edition } from './fragments';

type EditionFormValues = {
  name: string;
  code: string;
  activeDate: string;
  inactiveDate: string;
  lines: LineFormValues[];
};

const emptyEdition = (): EditionFormValues => ({
  name: '',
  code: '',
  activeDate: new Date().toISOString().slice(0, 10),
  inactiveDate: '',
  lines: [],
});

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

function toEditionFormValues(edition: EditionShow_EditionFragment): EditionFormValues {
  return {
    name: edition.name,
    code: edition.code,
    activeDate: dateOnly(edition.activeDate),
    inactiveDate: dateOnly(edition.inactiveDate),
    lines: edition.lines.map((line) => ({
      featureId: line.featureId,
      quantity: line.quantity,
      isBoolean: line.feature?.isBoolean ?? false,
      featureLabel: line.featureLabel,
    })),
  };
}

function toEditionInput(values: EditionFormValues): EditionInput {
  return {
    name: values.name,
    code: values.code,
    activeDate: values.activeDate || null,
    inactiveDate: values.inactiveDate || null,
    lines: values.lines.map((line) => ({
      featureId: String(line.featureId),
      quantity: Number(line.quantity),
    })),
  };
}

type EditionFormProps = FormProps<EditionFormValues>;

/** Edition add/edit: Edition Name and Edition Code are required. */
export function EditionForm({ ...form }: EditionFormProps) {
  return (
    <SchemaForm schema={editionSchema} aria-label="Edition" {...form}>
      <FormTextField name="name" label="Edition Name" required />
      <FormTextField name="code" label="Edition Code" required />
      <FormDateField name="activeDate" label="Active Date" />
      <FormDateField name="inactiveDate" label="Inactive Date" />
      <FeatureLinesField byProduct={false} />
    </SchemaForm>
  );
}

export const editionForm = ownForm(EditionForm, EditionShow_edition, {
  empty: emptyEdition,
  toValues: toEditionFormValues,
  toInput: toEditionInput,
  useInitialValues: useRestoredDraft,
});
