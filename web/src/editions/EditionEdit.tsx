// /edition/edit/{id}
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { EditionForm, toEditionFormValues, toEditionInput } from './EditionForm';
import { EditionShow_edition } from './fragments';

export const editionEditQuery = graphql(`
  query EditionEdit($id: ID!) {
    edition(id: $id) {
      id
      ...EditionForm_edition
    }
  }
`);

export function EditionEdit() {
  return (
    <EditPage
      query={editionEditQuery}
      pick={(data) => data.edition}
      toValues={toEditionFormValues}
      toInput={toEditionInput}
      result={EditionShow_edition}
      useInitialValues={useRestoredDraft}
    >
      {(form) => <EditionForm {...form} />}
    </EditPage>
  );
}
