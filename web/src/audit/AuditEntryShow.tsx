// /audit/detail/{id}: one entry of the audit trail (administrators only), with its changed fields.
import { nameWords } from '@licensing/domain';
import { graphql } from '../gql';
import { AuditChanges, formatInstant } from '../shared/detail/AuditTimeline';
import { DetailPage } from '../shared/detail/DetailPage';

export const AuditEntryShow_entry = graphql(`
  fragment AuditEntryShow_entry on AuditEntry {
    id
    at
    actorName
    action
    entity
    recordId
    operation
    changes {
      field
      old
      new
      secret
    }
  }
`);

export function AuditEntryShow() {
  return (
    <DetailPage
      fragment={AuditEntryShow_entry}
      fields={[
        { key: 'at', render: (entry) => formatInstant(entry.at as string) },
        { key: 'actorName', render: (entry) => entry.actorName ?? 'System' },
        { key: 'action', render: (entry) => nameWords(entry.action) },
        { key: 'entity', render: (entry) => nameWords(entry.entity) },
        'recordId',
        'operation',
        {
          key: 'changes',
          label: 'Changes',
          render: (entry) => <AuditChanges entityName={entry.entity} entry={entry} />,
        },
      ]}
    />
  );
}
