// What a list's selection can do, above the list while rows are selected: delete them (one
// confirmation naming the count, one transaction on the server: all or none, the rows in use named
// in its refusal), export them, and an entity's own bulk actions (a product license's renew and
// suspend). Clear selection empties it.
import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { type Entity, hasBulkDelete, messages } from '@licensing/domain';
import type { ReactNode } from 'react';
import { useConfirm } from '../confirm/ConfirmDialog';
import { entityDocuments } from '../resource/documents';
import { evictWritten } from '../resource/useEntityMutations';
import { showToast } from '../toast';
import { useCsvExport } from './ExportButton';
import type { ExportRequest } from './exportCsv';
import type { RowSelection } from './useRowSelection';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  count: { marginRight: tokens.spacingHorizontalM },
});

/** What an entity's own bulk actions get: the selected ids, and what to call once they are done. */
export type BulkActions = (ids: string[], done: () => Promise<void>) => ReactNode;

const rowsWord = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

export function BulkBar({
  entity,
  selection,
  canWrite,
  exportRequest,
  actions,
  onDone,
}: {
  entity: Entity;
  selection: RowSelection;
  canWrite: boolean;
  /** The list's export, which the selection narrows to its ids. */
  exportRequest: ExportRequest;
  actions?: BulkActions;
  /** Fetches the list again after a bulk write. */
  onDone: () => Promise<void>;
}) {
  const styles = useStyles();
  const confirm = useConfirm();
  const csv = useCsvExport();
  const [bulkDelete, { loading }] = useMutation(entityDocuments(entity).bulkDelete, {
    context: { errorText: messages.processFailed },
  });
  const ids = [...selection.selected];
  if (ids.length === 0) return null;

  const done = async () => {
    selection.clear();
    await onDone();
  };
  const remove = async () => {
    const asked = await confirm({
      message: `Are you sure to delete these ${rowsWord(ids.length)}? Nothing is deleted if any of them is in use.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!asked) return;
    try {
      await bulkDelete({ variables: { ids }, update: (cache) => evictWritten(cache, entity) });
    } catch {
      return; // The error link has shown the server's message (the rows in use, by name).
    }
    showToast(`${rowsWord(ids.length)} deleted.`, 'success');
    await done();
  };

  return (
    <section className={styles.bar} aria-label="Selected rows">
      <Text className={styles.count} weight="semibold" aria-live="polite">
        {rowsWord(ids.length)} selected
      </Text>
      {canWrite && hasBulkDelete(entity) && (
        <Button icon={<DeleteRegular />} disabled={loading} onClick={() => void remove()}>
          Delete selected
        </Button>
      )}
      <Button
        icon={<ArrowDownloadRegular />}
        disabled={csv.running !== null}
        onClick={() => void csv.start({ ...exportRequest, ids }, ids.length)}
      >
        Export selected
      </Button>
      {canWrite && actions?.(ids, done)}
      <Button appearance="subtle" icon={<DismissRegular />} onClick={selection.clear}>
        Clear selection
      </Button>
    </section>
  );
}
