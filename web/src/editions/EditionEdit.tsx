// /edition/edit/{id}
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useEditionDraft } from '../catalogShared/useEditionDraft';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { EditionForm, type EditionFormValues, toEditionFormValues, toEditionInput } from './EditionForm';
import { useUpdateEditionMutation } from './useEditionMutations';

export const editionEditQuery = graphql(`
  query EditionEdit($id: ID!) {
    edition(id: $id) {
      id
      ...EditionForm_edition
    }
  }
`);

export function EditionEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const updateEdition = useUpdateEditionMutation();
  const { data, loading } = useQuery(editionEditQuery, { variables: { id } });
  const edition = data?.edition;
  const loaded = useMemo(() => (edition ? toEditionFormValues(edition) : null), [edition]);
  const { initialValues, openNewFeature } = useEditionDraft(loaded);

  const submit = async (values: EditionFormValues) => {
    await updateEdition(id, toEditionInput(values));
    showToast(messages.updateSucceeded, 'success');
    await navigate(`/edition/detail/${id}`);
  };

  return (
    <>
      <PageHeader title="Edit Edition" />
      {initialValues ? (
        <EditionForm
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => navigate(`/edition/detail/${id}`)}
          onNewFeature={(values) => openNewFeature(values, null)}
        />
      ) : loading || edition ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getItemFailed}</Text>
      )}
    </>
  );
}
