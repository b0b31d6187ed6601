// The edit screen of every entity: 'Edit X' heading, the item loaded into the entity's form, the
// generic update with 'Update item successfully' (SPEC §8), then its detail screen.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-text';
import { type Entity, messages } from '@licensing/domain';
import type { DocumentNode } from 'graphql';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../PageHeader';
import { PageSpinner } from '../PageSpinner';
import { showToast } from '../toast';
import type { FormHandlers } from './CreatePage';
import { toInput as declaredInput, type FormValues } from './formValues';
import { itemLabelOf, resourcePaths } from './resource';
import { useEntityMutations } from './useEntityMutations';
import { useResource } from './useResource';

export type EditPageProps<TData, T, V> = {
  /** 'Edit {item}' (itemLabelOf) unless given. */
  title?: string;
  /** The item's query, by `id`, and the item in its answer. */
  query: TypedDocumentNode<TData, { id: string }>;
  pick: (data: TData) => T | null | undefined;
  /** The item as the form's values. */
  toValues: (item: T) => V;
  /** The form's values as the GraphQL input; as the declaration's field types say unless given. */
  toInput?: (values: V) => unknown;
  /** The fragment of the detail screen, answered by the update so that screen shows the change. */
  result?: DocumentNode;
  /** Shown when the item could not be read; messages.getItemFailed unless given. */
  failedText?: string;
  /**
   * The values to show instead of the loaded ones while they are not ready (null: wait), for
   * forms that restore a draft (edition feature lines).
   */
  useInitialValues?: (loaded: V | null) => V | null;
  /** The entity's form, given the handlers, its initial values and the loaded item. */
  children: (form: FormHandlers<V> & { initialValues: V }, item: T) => ReactNode;
};

const same = <V,>(loaded: V | null) => loaded;

export function EditPage<TData, T, V>({
  title,
  query,
  pick,
  toValues,
  toInput,
  result,
  failedText = messages.getItemFailed,
  useInitialValues = same,
  children,
}: EditPageProps<TData, T, V>) {
  const resource = useResource();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const entity = resource.entity as Entity;
  const { update } = useEntityMutations(entity, result);
  const paths = resourcePaths(resource);
  // Always the server's current values: a form never starts from a stale copy.
  const { data, loading } = useQuery(query, { variables: { id }, fetchPolicy: 'network-only' });
  const item = data ? pick(data as TData) : null;
  const loaded = useMemo(() => (item ? toValues(item) : null), [item, toValues]);
  const initialValues = useInitialValues(loaded);

  const onSubmit = async (values: V) => {
    await update(id, toInput ? toInput(values) : declaredInput(entity, values as FormValues));
    showToast(messages.updateSucceeded, 'success');
    await navigate(paths.detail(id));
  };

  return (
    <>
      <PageHeader title={title ?? `Edit ${itemLabelOf(resource)}`} />
      {item && initialValues ? (
        children({ initialValues, onSubmit, onCancel: () => void navigate(paths.detail(id)) }, item)
      ) : loading || item ? (
        <PageSpinner />
      ) : (
        <Text as="p">{failedText}</Text>
      )}
    </>
  );
}
