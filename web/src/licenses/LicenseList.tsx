// /licenses (SPEC §2): the older licenses, newest order first (SPEC §9); the state is Activated or
// Expired by the expiry (SPEC §4), and a missing MAC address or server name shows 'unknown'.
import { formatDate, orUnknown } from '@licensing/domain';
import { graphql } from '../gql';
import type { LicenseList_LicenseFragment } from '../gql/graphql';
import { resourceOf } from '../resources';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';
import { LicenseStateBadge } from '../shared/StatusBadge';

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

const columns: ListColumn<Row>[] = [
  'orderNumber',
  'customerName',
  'productName',
  'editionName',
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

export function LicenseList() {
  return (
    <EntityList
      resource={resourceOf('License')}
      columns={columns}
      query={licenseListQuery}
      pick={(data) => data.licenses}
    />
  );
}
