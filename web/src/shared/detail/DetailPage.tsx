// The frame of every detail screen: the heading with Edit and Delete (for those who may write),
// the confirm-delete flow, the item read by id, and the loading (spinner) and failed (SPEC §8 text)
// states. The screen keeps its fields.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { hasAuditTrail, messages } from '@licensing/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useRecordVisit } from '../../shell/RecentVisits';
import { ActionButton } from '../ActionButton';
import { deleteAction, deleteQuestion } from '../confirm/ConfirmDialog';
import { columnOf } from '../list/listColumns';
import type { ListColumn } from '../list/types';
import { PageHeader } from '../PageHeader';
import { LoadingOrFailed } from '../PageSpinner';
import { entityDocuments, pickItem } from '../resource/documents';
import { itemLabelOf } from '../resource/resource';
import { useEntityScreen } from '../resource/useEntityMutations';
import { AuditTimeline } from './AuditTimeline';
import { DetailList } from './DetailList';

export type DetailPageProps<T extends { id: string }> = {
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
  fragment,
  failedText = messages.getItemFailed,
  extraActions,
  fields,
  children,
}: DetailPageProps<T>) {
  const { resource, entity, paths, navigate, canWrite, remove } = useEntityScreen();
  const { id = '' } = useParams();
  const { data, loading } = useQuery(entityDocuments(entity, fragment).detail, { variables: { id } });
  const item = data ? (pickItem(entity, data) as T | null | undefined) : null;
  // The h1 and document title, in every state.
  const heading = `${itemLabelOf(resource)} Detail`;
  useRecordVisit(entity, item);

  if (!item) {
    return (
      <>
        <PageHeader title={heading} />
        <LoadingOrFailed loading={loading} failedText={failedText} />
      </>
    );
  }

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
          // Once a click; the error link shows a failure.
          <ActionButton
            icon={<DeleteRegular />}
            question={() => deleteQuestion(entity)}
            run={async () => {
              await remove(item.id);
              await navigate(paths.list);
            }}
          >
            {deleteAction(entity)}
          </ActionButton>
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
      {hasAuditTrail(entity) && <AuditTimeline entity={entity} id={item.id} />}
    </>
  );
}
