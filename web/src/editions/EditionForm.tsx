import { editionEntity, editionSchema } from '@licensing/domain';
import { FeatureLinesField } from '../edition-lines/FeatureLinesField';
import { type LineFormValues, lineValues } from '../edition-lines/lineValues';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import type { EditionShow_EditionFragment } from '../gql/graphql';
import { FormDateField } from '../shared/form/FormDateField';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import { dayOf, emptyValues, type FormValues, toFormValues } from '../shared/resource/formValues';
import { ownForm } from '../shared/resource/resource';
import { EditionShow_edition } from './fragments';

type EditionFormValues = FormValues & { lines: LineFormValues[] };

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
  empty: (): EditionFormValues => ({ ...emptyValues(editionEntity), activeDate: dayOf(), lines: [] }),
  toValues: (edition: EditionShow_EditionFragment): EditionFormValues => ({
    ...toFormValues(editionEntity, edition),
    lines: edition.lines.map(lineValues),
  }),
  useInitialValues: useRestoredDraft,
});
