// /productlicenses (SPEC §2): newest order first (SPEC §9); the state is Activated or Expired by the
// expiry (SPEC §4), and a missing MAC address or server name shows 'unknown'.
import { formatDate, orUnknown } from '@licensing/domain';
import { graphql } from '../gql';
import type { ProductLicenseList_ProductLicenseFragment } from '../gql/graphql';
import { resourceOf } from '../resources';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';
import { LicenseStateBadge } from '../shared/StatusBadge';

export const ProductLicenseList_productLicense = graphql(`
  fragment ProductLicenseList_productLicense on ProductLicense {
    id
    orderNumber
    customerName
    productName
    productEditionName
    state
    expiredDate
    macAddress
    serverName
  }
`);

export const productLicenseListQuery = graphql(`
  query ProductLicenseList(
    $page: Int
    $pageSize: Int
    $search: String
    $orderBy: [ProductLicenseSort!]
    $filter: ProductLicenseFilter
  ) {
    productLicenses(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...ProductLicenseList_productLicense
      }
    }
  }
`);

type Row = ProductLicenseList_ProductLicenseFragment;

const columns: ListColumn<Row>[] = [
  'orderNumber',
  'customerName',
  'productName',
  'productEditionName',
  {
    key: 'state',
    label: 'State',
    render: (item) => <LicenseStateBadge state={item.state} />,
    sortField: false,
  },
  { key: 'expiredDate', render: (item) => formatDate(item.expiredDate) },
  { key: 'macAddress', render: (item) => orUnknown(item.macAddress) },
  { key: 'serverName', render: (item) => orUnknown(item.serverName) },
];

export function ProductLicenseList() {
  return (
    <EntityList
      resource={resourceOf('ProductLicense')}
      columns={columns}
      query={productLicenseListQuery}
      pick={(data) => data.productLicenses}
    />
  );
}
