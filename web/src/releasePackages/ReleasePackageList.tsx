// /releasepackages (SPEC §2): newest version first (SPEC §9), 10 a page (RELEASE_PACKAGE_PAGE_SIZE,
// the lists' default page size); `isFiltered` in the path is accepted and ignored.
import { graphql } from '../gql';
import type { ReleasePackageList_ReleasePackageFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { SortKey } from '../shared/list/listState';
import { type ListColumn, type ListParams, resourcePaths } from '../shared/list/types';
import { useListQuery } from '../shared/list/useListQuery';
import { useDeleteReleasePackageMutation } from './useReleasePackageMutations';

export const ReleasePackageList_releasePackage = graphql(`
  fragment ReleasePackageList_releasePackage on ReleasePackage {
    id
    name
    version
    url
    product {
      id
      name
    }
  }
`);

export const releasePackageListQuery = graphql(`
  query ReleasePackageList(
    $page: Int
    $pageSize: Int
    $search: String
    $orderBy: [SortInput!]
    $filter: ReleasePackageFilter
  ) {
    releasePackages(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...ReleasePackageList_releasePackage
      }
    }
  }
`);

type ReleasePackageRow = ReleasePackageList_ReleasePackageFragment;

const columns: ListColumn<ReleasePackageRow>[] = [
  { key: 'name', label: 'Name' },
  { key: 'version', label: 'Version' },
  {
    key: 'product',
    label: 'Product',
    render: (item) => item.product?.name ?? '',
    sortField: false,
    filterField: false,
  },
  { key: 'url', label: 'URL' },
];

/** SPEC §9: release packages sort by Version descending (as the server does). */
const defaultSort: SortKey[] = [{ field: 'version', direction: 'DESC' }];

const paths = resourcePaths<ReleasePackageRow>('releasepackage');

const useReleasePackageRows = (params: ListParams) =>
  useListQuery(releasePackageListQuery, params, (data) => data.releasePackages);

export function ReleasePackageList() {
  const deleteReleasePackage = useDeleteReleasePackageMutation();
  return (
    <EntityList
      title="Release Packages"
      entityLabel="Release Package"
      columns={columns}
      useRows={useReleasePackageRows}
      defaultSort={defaultSort}
      paths={paths}
      onDelete={(item) => deleteReleasePackage(item.id)}
    />
  );
}
