// /licensetypes (SPEC §2): the license types, with a detail view only.
import { graphql } from '../gql';
import type { LicenseTypeList_TypeFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { SortKey } from '../shared/list/listState';
import type { ListColumn, ListParams } from '../shared/list/types';
import { useListQuery } from '../shared/list/useListQuery';

export const LicenseTypeList_type = graphql(`
  fragment LicenseTypeList_type on LicenseType {
    id
    typeName
  }
`);

export const licenseTypeListQuery = graphql(`
  query LicenseTypeList(
    $page: Int
    $pageSize: Int
    $search: String
    $orderBy: [SortInput!]
    $filter: LicenseTypeFilter
  ) {
    licenseTypes(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...LicenseTypeList_type
      }
    }
  }
`);

type TypeRow = LicenseTypeList_TypeFragment;

const columns: ListColumn<TypeRow>[] = [{ key: 'typeName', label: 'Type Name' }];

/** SPEC §9: types sort by TypeName ascending. */
const defaultSort: SortKey[] = [{ field: 'typeName', direction: 'ASC' }];

const paths = { detail: (row: TypeRow) => `/licensetype/detail/${row.id}` };

const useTypeRows = (params: ListParams) =>
  useListQuery(licenseTypeListQuery, params, (data) => data.licenseTypes);

export function LicenseTypeList() {
  return (
    <EntityList
      title="License Types"
      entityLabel="License Type"
      columns={columns}
      useRows={useTypeRows}
      defaultSort={defaultSort}
      paths={paths}
    />
  );
}
