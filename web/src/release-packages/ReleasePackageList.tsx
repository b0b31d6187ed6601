// /releasepackages (SPEC §2): newest version first (SPEC §9), 10 a page (RELEASE_PACKAGE_PAGE_SIZE,
// the lists' default page size); `isFiltered` in the path is accepted and ignored.
import { graphql } from '../gql';
import type { ReleasePackageList_ReleasePackageFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

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
    $orderBy: [ReleasePackageSort!]
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
  'name',
  'version',
  { key: 'product', label: 'Product', render: (item) => item.product?.name ?? '', sortField: false },
  // A URL is one long word: on a narrow screen it steps aside.
  { key: 'url', priority: 2 },
];

export function ReleasePackageList() {
  return (
    <EntityList columns={columns} query={releasePackageListQuery} pick={(data) => data.releasePackages} />
  );
}
