// The edit screen of every entity: 'Edit X' heading, the item loaded into the entity's form (its
// own, or the declared one), the generic update with 'Update item successfully' (SPEC §8), then its
// detail screen.
import { useQuery } from '@apollo/client/react';
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../PageHeader';
import { LoadingOrFailed } from '../PageSpinner';
import { showToast } from '../toast';
import { entityDocuments, pickItem } from './documents';
import { toInput as declaredInput, type FormValues, toFormValues } from './formValues';
import { itemLabelOf, type OwnForm } from './resource';
import { useEntityScreen } from './useEntityMutations';

/** An own form's initial values when it has no useInitialValues: the values as they are. */
export const same = (values: FormValues | null) => values;

export function EditPage({ own }: { own: OwnForm }) {
  const { Form, result, toInput, failedText = messages.getItemFailed, useInitialValues = same } = own;
  const { resource, entity, paths, navigate, update } = useEntityScreen(result);
  const { id = '' } = useParams();
  // Always the server's current values: a form never starts from a stale copy.
  const { data, loading } = useQuery(entityDocuments(entity, result).detail, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const item = data ? pickItem(entity, data) : null;
  const loaded = useMemo(
    () => (item ? (own.toValues ? own.toValues(item) : toFormValues(entity, item)) : null),
    [item, own, entity],
  );
  const initialValues = useInitialValues(loaded);

  const onSubmit = async (values: FormValues) => {
    await update(id, toInput ? toInput(values) : declaredInput(entity, values));
    showToast(messages.updateSucceeded, 'success');
    await navigate(paths.detail(id));
  };

  return (
    <>
      <PageHeader title={`Edit ${itemLabelOf(resource)}`} />
      {item && initialValues ? (
        <Form
          mode="edit"
          item={item}
          initialValues={initialValues}
          onSubmit={onSubmit}
          onCancel={() => void navigate(paths.detail(id))}
        />
      ) : (
        <LoadingOrFailed loading={loading || Boolean(item)} failedText={failedText} />
      )}
    </>
  );
}
