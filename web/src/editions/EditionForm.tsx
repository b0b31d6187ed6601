import { editionEntity } from '@licensing/domain';
import { type EditionFormValues, editionFormValues } from '../edition-lines/editionFormValues';
import { FeatureLinesField } from '../edition-lines/FeatureLinesField';
import { DeclaredForm } from '../shared/form/DeclaredForm';
import { type OwnFormProps, ownForm } from '../shared/resource/resource';
import { EditionShow_edition } from './fragments';

/** Edition add/edit: the declared fields (Edition Name and Edition Code required), then the feature lines. */
export function EditionForm(form: OwnFormProps<EditionFormValues>) {
  return <DeclaredForm entity={editionEntity} {...form} after={<FeatureLinesField byProduct={false} />} />;
}

export const editionForm = ownForm(EditionForm, EditionShow_edition, editionFormValues(editionEntity));
