// The columns of both license lists (product licenses and older licenses), which differ only in
// the field naming their edition: the state is Activated or Expired by the expiry (SPEC §4), and a
// missing MAC address or server name shows 'unknown'.
import { formatDate, orUnknown } from '@licensing/domain';
import type { ListColumn } from '../shared/list/types';
import { LicenseStateBadge } from '../shared/StatusBadge';

type LicenseRow = {
  state: string;
  expiredDate: string;
  macAddress?: string | null;
  serverName?: string | null;
};

// On a narrow screen the order, customer, state and expiry stay; the rest step aside.
export const licenseColumns = <T extends LicenseRow>(editionField: string): ListColumn<T>[] => [
  'orderNumber',
  'customerName',
  { key: 'productName', priority: 2 },
  { key: editionField, priority: 2 },
  {
    key: 'state',
    label: 'State',
    render: (item) => <LicenseStateBadge state={item.state} />,
    sortField: false,
  },
  { key: 'expiredDate', render: (item) => formatDate(item.expiredDate) },
  { key: 'macAddress', render: (item) => orUnknown(item.macAddress), priority: 3 },
  { key: 'serverName', render: (item) => orUnknown(item.serverName), priority: 3 },
];
