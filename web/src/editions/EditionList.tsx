import { graphql } from '../gql';
import type { EditionList_EditionFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

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
  'name',
  'code',
  'activeDate',
  'inactiveDate',
  { key: 'isActive', label: 'Status' },
];

export function EditionList() {
  return <EntityList columns={columns} query={editionListQuery} pick={(data) => data.editions} />;
}
