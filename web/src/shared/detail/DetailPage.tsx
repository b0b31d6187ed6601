// The frame of every detail screen: the heading with Edit and Delete, the confirm-delete flow, and
// the loading (spinner) and failed (SPEC §8 text) states. The screen keeps its query and its fields.
import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { messages } from '@licensing/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmDelete } from '../confirm/ConfirmDialog';
import { PageHeader } from '../PageHeader';
import { PageSpinner } from '../PageSpinner';
import { showToast } from '../toast';

/** Delete, for screens that offer it: confirm, run, toast (optional), back to the list. */
type DeleteOptions = {
  /** The noun of the confirmation: 'Are you sure to delete this {entityLabel}?'. */
  entityLabel: string;
  /** Deletes the item (by its id); a rejection has been shown by the Apollo error link. */
  onDelete: (id: string) => Promise<unknown>;
  /** Where to go once deleted. */
  listPath: string;
  /** A success toast after deleting, if the screen shows one. */
  deletedText?: string;
};
type DeleteProps =
  | DeleteOptions
  | { entityLabel?: never; onDelete?: never; listPath?: never; deletedText?: never };

export type DetailPageProps<T extends { id: string }> = DeleteProps & {
  /** The h1 and document title, in every state. */
  title: string;
  /** The loaded item; null or undefined while loading or when it could not be read. */
  item: T | null | undefined;
  loading: boolean;
  /** Shown when the item could not be read; messages.getItemFailed unless given. */
  failedText?: string;
  /** The item's edit screen; no Edit button without it. */
  editPath?: (item: T) => string;
  /** Buttons before Edit (e.g. the customer's 'Create Support Account'). */
  extraActions?: (item: T) => ReactNode;
  /** The item's fields (and anything else the screen shows, such as its dialogs). */
  children: (item: T) => ReactNode;
};

export function DetailPage<T extends { id: string }>({
  title,
  item,
  loading,
  failedText = messages.getItemFailed,
  editPath,
  extraActions,
  children,
  ...deletion
}: DetailPageProps<T>) {
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  // Delete stays disabled (focusable, so the dialog can give focus back) from the click until the
  // outcome; the ref also stops a second click that comes before that state has rendered.
  const deletingRef = useRef(false);
  const [deleting, setDeleting] = useState(false);

  if (!item) {
    return (
      <>
        <PageHeader title={title} />
        {loading ? <PageSpinner /> : <Text as="p">{failedText}</Text>}
      </>
    );
  }

  const remove = async ({ entityLabel, onDelete, listPath, deletedText }: DeleteOptions, id: string) => {
    if (deletingRef.current) return;
    deletingRef.current = true;
    setDeleting(true);
    let deleted = false;
    try {
      if (await confirmDelete(entityLabel)) {
        await onDelete(id);
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
    if (deletedText) showToast(deletedText, 'success');
    await navigate(listPath);
  };

  const extra = extraActions?.(item);
  const actions =
    extra || editPath || deletion.onDelete ? (
      <>
        {extra}
        {editPath && (
          <Button icon={<EditRegular />} onClick={() => void navigate(editPath(item))}>
            Edit
          </Button>
        )}
        {deletion.onDelete && (
          <Button
            icon={<DeleteRegular />}
            disabledFocusable={deleting}
            onClick={() => void remove(deletion, item.id)}
          >
            Delete
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <>
      <PageHeader title={title} actions={actions} />
      {children(item)}
    </>
  );
}
