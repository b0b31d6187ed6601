// /edition/add
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEditionDraft } from '../catalogShared/useEditionDraft';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { EditionForm, type EditionFormValues, emptyEdition, toEditionInput } from './EditionForm';
import { useCreateEditionMutation } from './useEditionMutations';

export function EditionCreate() {
  const navigate = useNavigate();
  const createEdition = useCreateEditionMutation();
  const empty = useMemo(emptyEdition, []);
  const { initialValues, openNewFeature } = useEditionDraft(empty);

  const submit = async (values: EditionFormValues) => {
    const created = await createEdition(toEditionInput(values));
    showToast(messages.addSucceeded, 'success');
    await navigate(`/edition/detail/${created.id}`);
  };

  return (
    <>
      <PageHeader title="Add Edition" />
      {initialValues ? (
        <EditionForm
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => navigate('/editions')}
          onNewFeature={(values) => openNewFeature(values, null)}
        />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
