// /licenses (SPEC §2): the older licenses, newest order first (SPEC §9); the state is Activated or
// Expired by the expiry (SPEC §4), and a missing MAC address or server name shows 'unknown'.
import { graphql } from '../gql';
import type { LicenseList_LicenseFragment } from '../gql/graphql';
import { licenseColumns } from '../product-licenses/licenseColumns';
import { EntityList } from '../shared/list/EntityList';

export const LicenseList_license = graphql(`
  fragment LicenseList_license on License {
    id
    orderNumber
    customerName
    productName
    editionName
    state
    expiredDate
    macAddress
    serverName
  }
`);

export const licenseListQuery = graphql(`
  query LicenseList($page: Int, $pageSize: Int, $search: String, $orderBy: [LicenseSort!], $filter: LicenseFilter) {
    licenses(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...LicenseList_license
      }
    }
  }
`);

type Row = LicenseList_LicenseFragment;

const columns = licenseColumns<Row>('editionName');

export function LicenseList() {
  return <EntityList columns={columns} query={licenseListQuery} pick={(data) => data.licenses} />;
}
