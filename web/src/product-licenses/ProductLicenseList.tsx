// /productlicenses (SPEC §2): newest order first (SPEC §9); the state is Activated or Expired by the
// expiry (SPEC §4), and a missing MAC address or server name shows 'unknown'.
import { graphql } from '../gql';
import type { ProductLicenseList_ProductLicenseFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import { licenseColumns } from './licenseColumns';

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

const columns = licenseColumns<Row>('productEditionName');

export function ProductLicenseList() {
  return (
    <EntityList columns={columns} query={productLicenseListQuery} pick={(data) => data.productLicenses} />
  );
}
