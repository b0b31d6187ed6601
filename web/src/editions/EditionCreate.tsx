// /edition/add
import { useMemo } from 'react';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import { PageSpinner } from '../shared/PageSpinner';
import { CreatePage } from '../shared/resource/CreatePage';
import { EditionForm, type EditionFormValues, emptyEdition, toEditionInput } from './EditionForm';
import { EditionShow_edition } from './fragments';

export function EditionCreate() {
  const empty = useMemo(emptyEdition, []);
  const initialValues = useRestoredDraft(empty);
  return (
    <CreatePage<EditionFormValues> result={EditionShow_edition} toInput={toEditionInput}>
      {(form) => (initialValues ? <EditionForm initialValues={initialValues} {...form} /> : <PageSpinner />)}
    </CreatePage>
  );
}
