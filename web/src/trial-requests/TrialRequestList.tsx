// /request-trial-emails (SPEC §2, §4): newest first, each request's state, filtered by Pending,
// Complete or Declined (the same three as orders).
import { formatDate, ORDER_STATUS_FILTERS } from '@licensing/domain';
import { graphql } from '../gql';
import type { TrialRequestListQuery } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import { StatusFilter } from '../shared/list/StatusFilter';
import type { ListColumn } from '../shared/list/types';
import { StateBadge } from '../shared/StatusBadge';

export const trialRequestListQuery = graphql(`
  query TrialRequestList(
    $page: Int
    $pageSize: Int
    $search: String
    $orderBy: [TrialRequestSort!]
    $filter: TrialRequestFilter
  ) {
    trialRequests(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
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
    }
  }
`);

// On a narrow screen the date, name, company and state stay; the rest step aside.
const columns: ListColumn<TrialRequestListQuery['trialRequests']['items'][number]>[] = [
  { key: 'createdDate', render: (request) => formatDate(request.createdDate) },
  { key: 'firstName', priority: 3 },
  'lastName',
  { key: 'email', priority: 2 },
  'company',
  { key: 'productName', priority: 2 },
  { key: 'subject', priority: 3 },
  {
    key: 'state',
    label: 'State',
    render: (request) => <StateBadge state={request.state} />,
    sortField: false,
  },
];

export function TrialRequestList() {
  return (
    <EntityList
      columns={columns}
      query={trialRequestListQuery}
      pick={(data) => data.trialRequests}
      notice={<StatusFilter statuses={ORDER_STATUS_FILTERS} />}
    />
  );
}
