// The frame of every detail screen: the heading with Edit and Delete (for those who may write),
// the confirm-delete flow, the item read by id, and the loading (spinner) and failed (SPEC §8 text)
// states. The screen keeps its fields.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { type Entity, messages } from '@licensing/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRecordVisit } from '../../shell/RecentVisits';
import { useConfirmDelete } from '../confirm/ConfirmDialog';
import { columnOf } from '../list/listColumns';
import type { ListColumn } from '../list/types';
import { PageHeader } from '../PageHeader';
import { PageSpinner } from '../PageSpinner';
import { entityDocuments, pickItem } from '../resource/documents';
import { itemLabelOf, resourcePaths } from '../resource/resource';
import { useCanWrite } from '../resource/useCanWrite';
import { useEntityMutations } from '../resource/useEntityMutations';
import { useResource } from '../resource/useResource';
import { DetailList } from './DetailList';

export type DetailPageProps<T extends { id: string }> = {
  /** The h1 and document title, in every state: '{item} Detail' (itemLabelOf) unless given. */
  title?: string;
  /**
   * The screen's fragment: the item is read by the entity's detail operation answering it (what its
   * edit screen and writes answer too); the declared row unless given.
   */
  fragment?: TypedDocumentNode<T, unknown>;
  /** Shown when the item could not be read; messages.getItemFailed unless given. */
  failedText?: string;
  /** Buttons before Edit (e.g. the customer's 'Create Support Account'). */
  extraActions?: (item: T) => ReactNode;
  /**
   * The item's fields as a definition list: declared fields by name, or with a label or rendering
   * of their own (as list columns); the screen may show its own instead.
   */
  fields?: readonly ListColumn<T>[];
  /** What the screen shows under them (its tables, its dialogs). */
  children?: (item: T) => ReactNode;
};

export function DetailPage<T extends { id: string }>({
  title,
  fragment,
  failedText = messages.getItemFailed,
  extraActions,
  fields,
  children,
}: DetailPageProps<T>) {
  const resource = useResource();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const entity = resource.entity as Entity;
  const { id = '' } = useParams();
  const { data, loading } = useQuery(entityDocuments(entity, fragment).detail, { variables: { id } });
  const item = data ? (pickItem(entity, data) as T | null | undefined) : null;
  const canWrite = useCanWrite(resource);
  const { remove } = useEntityMutations(entity);
  const paths = resourcePaths(resource);
  const heading = title ?? `${itemLabelOf(resource)} Detail`;
  // Delete stays disabled (focusable, so the dialog can give focus back) from the click until the
  // outcome; the ref also stops a second click that comes before that state has rendered.
  const deletingRef = useRef(false);
  const [deleting, setDeleting] = useState(false);
  useRecordVisit(entity, item);

  if (!item) {
    return (
      <>
        <PageHeader title={heading} />
        {loading ? <PageSpinner /> : <Text as="p">{failedText}</Text>}
      </>
    );
  }

  const removeItem = async (id: string) => {
    if (deletingRef.current) return;
    deletingRef.current = true;
    setDeleting(true);
    let deleted = false;
    try {
      if (await confirmDelete(entity)) {
        await remove(id);
        deleted = true;
      }
    } catch {
      // The error link has shown the server's message.
    }
    if (!deleted) {
      deletingRef.current = false;
      setDeleting(false);
      return;
    }
    await navigate(paths.list);
  };

  const extra = extraActions?.(item);
  const actions =
    extra || canWrite ? (
      <>
        {extra}
        {canWrite && (
          <Button icon={<EditRegular />} onClick={() => void navigate(paths.edit(item.id))}>
            Edit
          </Button>
        )}
        {canWrite && (
          <Button
            icon={<DeleteRegular />}
            disabledFocusable={deleting}
            onClick={() => void removeItem(item.id)}
          >
            {entity.deactivates?.action ?? 'Delete'}
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <>
      <PageHeader title={heading} actions={actions} />
      {fields && (
        <DetailList
          items={fields.map((field) => {
            const { label, render } = columnOf(entity, field);
            return [label, render(item)];
          })}
        />
      )}
      {children?.(item)}
    </>
  );
}
