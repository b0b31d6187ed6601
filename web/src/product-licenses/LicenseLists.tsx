// /productlicenses and /licenses (SPEC §2), which differ only in the field naming their edition:
// newest order first (SPEC §9); the state is Activated or Expired by the expiry (SPEC §4), and a
// missing MAC address or server name shows 'unknown'; a product license shows its seats.
import { orUnknown, seatsText } from '@licensing/domain';
import type { BulkActions } from '../shared/list/BulkBar';
import { EntityList } from '../shared/list/EntityList';
import { stateColumn } from '../shared/list/listColumns';
import type { ListColumn } from '../shared/list/types';
import { licenseBulkActions } from './LicenseBulkActions';

type LicenseRow = {
  id: string;
  state: string;
  macAddress?: string | null;
  serverName?: string | null;
  seatsUsed?: number;
  machineLimit?: number | null;
};

/** A product license's seats, 'used / limit', filtered by their state (domain SEAT_STATES), sorted by those used. */
const seatsColumn: ListColumn<LicenseRow> = {
  key: 'seats',
  render: (item) => seatsText(item.seatsUsed ?? 0, item.machineLimit ?? null),
  sortField: 'seatsUsed',
  priority: 2,
};

function licenseList(editionField: string, more: ListColumn<LicenseRow>[] = [], bulkActions?: BulkActions) {
  // On a narrow screen the order, customer, state and expiry stay; the rest step aside.
  const columns: ListColumn<LicenseRow>[] = [
    'orderNumber',
    'customerName',
    { key: 'productName', priority: 2 },
    { key: editionField, priority: 2 },
    stateColumn,
    ...more,
    'expiredDate',
    { key: 'macAddress', render: (item) => orUnknown(item.macAddress), priority: 3 },
    { key: 'serverName', render: (item) => orUnknown(item.serverName), priority: 3 },
  ];
  return () => <EntityList columns={columns} bulkActions={bulkActions} />;
}

export const ProductLicenseList = licenseList('productEditionName', [seatsColumn], licenseBulkActions);
export const LicenseList = licenseList('editionName');
