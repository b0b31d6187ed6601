// The layout's recent history (SPEC §2 root layout): the signed-in user's last 10 visited records,
// each a link to its detail screen (TopBarMenus.tsx); and the hook a detail screen records its
// visit with.
import { useMutation } from '@apollo/client/react';
import { type Entity, personName } from '@licensing/domain';
import { useEffect } from 'react';
import { graphql } from '../gql';

export const recentVisitsQuery = graphql(`
  query RecentVisits {
    recentVisits {
      entity
      recordId
      label
      visitedAt
    }
  }
`);

const recordVisitMutation = graphql(`
  mutation RecordVisit($entity: String!, $recordId: ID!, $label: String!) {
    recordVisit(entity: $entity, recordId: $recordId, label: $label)
  }
`);

/** The field that names a record, by the first of these it has; else the person's name or its id. */
const TITLE_FIELDS = ['orderNumber', 'name', 'userName', 'subject', 'code', 'typeName', 'label'];

export function visitLabel(entity: Entity, item: Record<string, unknown>): string {
  const field = TITLE_FIELDS.find((name) => typeof item[name] === 'string' && item[name]);
  const person = personName(item.firstName, item.lastName);
  return `${entity.displayName}: ${field ? String(item[field]) : person || `#${String(item.id)}`}`;
}

/** Records the visit of `item` once it is shown (a detail screen). */
export function useRecordVisit(entity: Entity, item: { id: string } | null | undefined) {
  const [record] = useMutation(recordVisitMutation, {
    context: { silentErrors: true },
    refetchQueries: [recentVisitsQuery],
  });
  const id = item?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a visit is per record shown, not per render.
  useEffect(() => {
    if (!item || !id) return;
    void record({
      variables: {
        entity: entity.name,
        recordId: id,
        label: visitLabel(entity, item as Record<string, unknown>),
      },
    }).catch(() => null);
  }, [entity, id]);
}
