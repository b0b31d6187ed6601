// The audit trail of a detail screen's record (issue 29): who changed it, when, by which action, and
// each changed field as 'Label: old → new' in the declaration's labels, newest first, a page at a
// time. The server decides who may read it; a refused or failed read shows a line saying so.
import { useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import {
  ChevronDownRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  ChevronUpRegular,
} from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { useId } from '@fluentui/react-utilities';
import { makeStyles } from '@griffel/react';
import { type Entity, entities, nameWords } from '@licensing/domain';
import { useState } from 'react';
import { actorOf, formatInstant } from '../../audit/format';
import { entityDocuments, pickItem } from '../resource/documents';
import { DetailSection } from './DetailSection';
import { DetailTable } from './DetailTable';

const PAGE_SIZE = 10;
const FAILED = 'The audit trail could not be read.';

export type AuditChange = { field: string; old?: string | null; new?: string | null; secret: boolean };
export type AuditEntryRow = {
  id: string;
  at: string;
  actorName?: string | null;
  action: string;
  operation: string;
  changes: readonly AuditChange[];
};

const useStyles = makeStyles({
  toggle: { marginTop: tokens.spacingVerticalS },
  changes: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', overflowWrap: 'anywhere' },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
});

/** A changed field's name as the entity's screens say it: its label, else its REST or column name in words. */
function labelOf(entityName: string, field: string): string {
  const entity = entities.find((candidate) => candidate.name === entityName);
  const declared = entity && Object.values(entity.fields).find((candidate) => candidate.rest === field);
  if (declared?.label) return declared.label;
  const words = field.includes('_') ? field.replace(/_/g, ' ') : nameWords(field);
  return words[0]!.toUpperCase() + words.slice(1);
}

/** Longest value a line shows: a mail's content is kept whole on the trail, not on the screen. */
const MAX_SHOWN = 160;
const shown = (value: string | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : value.length > MAX_SHOWN
      ? `${value.slice(0, MAX_SHOWN)}…`
      : value;

/** One change as a line: 'Name: EQQ → EQQ Pro'; a secret says only that it changed. */
export function changeLine(entityName: string, change: AuditChange, operation: string): string {
  const label = labelOf(entityName, change.field);
  if (change.secret) return `${label}: changed`;
  if (operation === 'insert') return `${label}: ${shown(change.new)}`;
  if (operation === 'delete') return `${label}: ${shown(change.old)}`;
  return `${label}: ${shown(change.old)} → ${shown(change.new)}`;
}

/** An entry's changes as a list of lines. */
export function AuditChanges({ entityName, entry }: { entityName: string; entry: AuditEntryRow }) {
  const styles = useStyles();
  if (entry.changes.length === 0) return <>—</>;
  return (
    <ul className={styles.changes}>
      {entry.changes.map((change) => (
        <li key={change.field}>{changeLine(entityName, change, entry.operation)}</li>
      ))}
    </ul>
  );
}

/**
 * The record's trail under its detail screen, shown on demand: most visits do not need it, and
 * closed it costs no request and puts none of its texts beside the record's own.
 */
export function AuditTimeline({ entity, id }: { entity: Entity; id: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const title = 'Audit Trail';
  const contentId = useId('audit-trail');
  return (
    <DetailSection title={title}>
      <div className={styles.toggle}>
        <Button
          aria-expanded={open}
          aria-controls={contentId}
          icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide changes' : 'Show changes'}
        </Button>
      </div>
      <div id={contentId}>{open && <TrailPages entity={entity} id={id} title={title} />}</div>
    </DetailSection>
  );
}

function TrailPages({ entity, id, title }: { entity: Entity; id: string; title: string }) {
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const { data, error, loading } = useQuery(entityDocuments(entity).auditTrail, {
    variables: { id, page, pageSize: PAGE_SIZE },
    // An edit made a moment ago is on it.
    fetchPolicy: 'cache-and-network',
  });
  const record = data
    ? (pickItem(entity, data) as { auditTrail?: { items: AuditEntryRow[]; totalCount: number } } | null)
    : null;
  const trail = record?.auditTrail;
  if (!trail) {
    return loading ? <Spinner size="tiny" label="Loading" /> : error ? <Text as="p">{FAILED}</Text> : null;
  }
  const pageCount = Math.max(1, Math.ceil(trail.totalCount / PAGE_SIZE));
  if (trail.totalCount === 0) return <Text as="p">No changes recorded yet.</Text>;
  return (
    <>
      <DetailTable
        label={title}
        columns={['When', 'Who', 'Action', { label: 'Changes', grow: true }]}
        rows={trail.items.map((entry) => ({
          key: entry.id,
          cells: [
            formatInstant(entry.at),
            actorOf(entry),
            nameWords(entry.action),
            <AuditChanges key="changes" entityName={entity.name} entry={entry} />,
          ],
        }))}
      />
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label="Audit trail pages">
          <Button
            appearance="subtle"
            aria-label="Newer changes"
            icon={<ChevronLeftRegular />}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <Text aria-live="polite">
            Page {page} of {pageCount}
          </Text>
          <Button
            appearance="subtle"
            aria-label="Older changes"
            icon={<ChevronRightRegular />}
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          />
        </nav>
      )}
    </>
  );
}
