// The add screen of every entity: '{Add X}' heading, the entity's form, the generic create with
// 'Add item successfully' (SPEC §8), then its detail screen; Cancel goes back to the list.
import { messages } from '@licensing/domain';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader';
import { showToast } from '../toast';
import { toInput as declaredInput, type FormValues } from './formValues';
import { itemLabelOf } from './resource';
import { useEntityScreen } from './useEntityMutations';

/** What an entity's form takes from CreatePage and EditPage. */
export type FormHandlers<V> = { onSubmit: (values: V) => Promise<void>; onCancel: () => void };
/** The props every entity form takes (and spreads into SchemaForm). */
export type FormProps<V> = FormHandlers<V> & { initialValues: V };

export type CreatePageProps<V> = {
  /** The fragment of the detail screen, answered by the create so that screen renders at once. */
  result?: DocumentNode;
  /** The form's values as the GraphQL input; as the declaration's field types say unless given. */
  toInput?: (values: V) => unknown;
  /** Where to go once created (and where Cancel goes): its detail screen and the list unless given. */
  after?: (id: string) => string;
  cancelTo?: string;
  /** The entity's form, given the handlers. */
  children: (form: FormHandlers<V>) => ReactNode;
};

export function CreatePage<V>({ result, toInput, after, cancelTo, children }: CreatePageProps<V>) {
  const { resource, entity, paths, navigate, create } = useEntityScreen(result);
  const onSubmit = async (values: V) => {
    const created = await create(toInput ? toInput(values) : declaredInput(entity, values as FormValues));
    showToast(messages.addSucceeded, 'success');
    await navigate(after ? after(created.id) : paths.detail(created.id));
  };
  return (
    <>
      <PageHeader title={`Add ${itemLabelOf(resource)}`} />
      {children({ onSubmit, onCancel: () => void navigate(cancelTo ?? paths.list) })}
    </>
  );
}
