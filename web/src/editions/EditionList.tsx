// /editions (SPEC §2): the older edition entity's list.
import { formatDate } from '@licensing/domain';
import { graphql } from '../gql';
import type { EditionList_EditionFragment } from '../gql/graphql';
import { resourceOf } from '../resources';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';
import { StatusBadge } from '../shared/StatusBadge';

export const EditionList_edition = graphql(`
  fragment EditionList_edition on Edition {
    id
    name
    code
    activeDate
    inactiveDate
    isActive
  }
`);

export const editionListQuery = graphql(`
  query EditionList($page: Int, $pageSize: Int, $search: String, $orderBy: [EditionSort!], $filter: EditionFilter) {
    editions(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...EditionList_edition
      }
    }
  }
`);

type EditionRow = EditionList_EditionFragment;

const columns: ListColumn<EditionRow>[] = [
  { key: 'name', label: 'Edition Name' },
  { key: 'code', label: 'Edition Code' },
  {
    key: 'activeDate',
    label: 'Active Date',
    filterField: false,
    render: (row) => formatDate(row.activeDate),
  },
  {
    key: 'inactiveDate',
    label: 'Inactive Date',
    filterField: false,
    render: (row) => formatDate(row.inactiveDate),
  },
  {
    key: 'isActive',
    label: 'Status',
    sortField: false,
    filterField: false,
    render: (row) => <StatusBadge isActive={row.isActive} />,
  },
];

export function EditionList() {
  return (
    <EntityList
      resource={resourceOf('Edition')}
      columns={columns}
      query={editionListQuery}
      pick={(data) => data.editions}
    />
  );
}
