import { editionEntity } from '@licensing/domain';
import { FeatureLinesField } from '../edition-lines/FeatureLinesField';
import { type LineFormValues, lineValues } from '../edition-lines/lineValues';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import type { EditionShow_EditionFragment } from '../gql/graphql';
import { DeclaredForm } from '../shared/form/DeclaredForm';
import { dayOf, emptyValues, type FormValues, toFormValues } from '../shared/resource/formValues';
import { type OwnFormProps, ownForm } from '../shared/resource/resource';
import { EditionShow_edition } from './fragments';

type EditionFormValues = FormValues & { lines: LineFormValues[] };

/** Edition add/edit: the declared fields (Edition Name and Edition Code required), then the feature lines. */
export function EditionForm(form: OwnFormProps<EditionFormValues>) {
  return <DeclaredForm entity={editionEntity} {...form} after={<FeatureLinesField byProduct={false} />} />;
}

export const editionForm = ownForm(EditionForm, EditionShow_edition, {
  empty: (): EditionFormValues => ({ ...emptyValues(editionEntity), activeDate: dayOf(), lines: [] }),
  toValues: (edition: EditionShow_EditionFragment): EditionFormValues => ({
    ...toFormValues(editionEntity, edition),
    lines: edition.lines.map(lineValues),
  }),
  useInitialValues: useRestoredDraft,
});
