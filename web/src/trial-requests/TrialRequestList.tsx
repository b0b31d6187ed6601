// /request-trial-emails (SPEC §2, §4): newest first, each request's state, filtered by Pending,
// Complete or Declined (the same three as orders).
import { ORDER_STATUS_FILTERS } from '@licensing/domain';
import { graphql } from '../gql';
import type { TrialRequestList_RequestFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import { stateColumn } from '../shared/list/listColumns';
import { StatusFilter } from '../shared/list/StatusFilter';
import type { ListColumn } from '../shared/list/types';

const TrialRequestList_request = graphql(`
  fragment TrialRequestList_request on TrialRequest {
    id
    createdDate
    firstName
    lastName
    email
    company
    productName
    subject
    state
  }
`);

// On a narrow screen the date, name, company and state stay; the rest step aside.
const columns: ListColumn<TrialRequestList_RequestFragment>[] = [
  'createdDate',
  { key: 'firstName', priority: 3 },
  'lastName',
  { key: 'email', priority: 2 },
  'company',
  { key: 'productName', priority: 2 },
  { key: 'subject', priority: 3 },
  stateColumn,
];

export function TrialRequestList() {
  return (
    <EntityList
      columns={columns}
      fragment={TrialRequestList_request}
      notice={<StatusFilter statuses={ORDER_STATUS_FILTERS} />}
    />
  );
}
