// /audit/detail/{id}: one entry of the audit trail (administrators only), with its changed fields.
import { nameWords } from '@licensing/domain';
import { graphql } from '../gql';
import { AuditChanges } from '../shared/detail/AuditTimeline';
import { DetailPage } from '../shared/detail/DetailPage';
import { actorOf, formatInstant } from './format';

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
        { key: 'at', render: (entry) => formatInstant(entry.at) },
        { key: 'actorName', render: actorOf },
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
