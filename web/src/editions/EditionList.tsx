// /editions (SPEC §2): the older edition entity's list.
import { formatDate } from '@licensing/domain';
import { EditionStatus } from '../catalogShared/EditionStatus';
import { graphql } from '../gql';
import type { EditionList_EditionFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { SortKey } from '../shared/list/listState';
import { type ListColumn, type ListParams, resourcePaths } from '../shared/list/types';
import { useListQuery } from '../shared/list/useListQuery';
import { useDeleteEditionMutation } from './useEditionMutations';

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
  query EditionList($page: Int, $pageSize: Int, $search: String, $orderBy: [SortInput!], $filter: EditionFilter) {
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
    render: (row) => <EditionStatus isActive={row.isActive} />,
  },
];

const defaultSort: SortKey[] = [{ field: 'name', direction: 'ASC' }];

const paths = resourcePaths<EditionRow>('edition');

const useEditionRows = (params: ListParams) =>
  useListQuery(editionListQuery, params, (data) => data.editions);

export function EditionList() {
  const deleteEdition = useDeleteEditionMutation();
  return (
    <EntityList
      title="Editions"
      entityLabel="Edition"
      columns={columns}
      useRows={useEditionRows}
      defaultSort={defaultSort}
      paths={paths}
      onDelete={(edition) => deleteEdition(edition.id)}
    />
  );
}
