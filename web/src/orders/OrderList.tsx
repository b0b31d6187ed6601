// /orders (SPEC §2, §4): 'Orders Dashboard', filtered by Pending, Complete or Declined (the title
// says which), newest order first; each order shows its display state.
import { ORDER_STATUS_FILTERS, ordersTitle } from '@licensing/domain';
import { graphql } from '../gql';
import type { OrderList_OrderFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import { stateColumn } from '../shared/list/listColumns';
import { StatusFilter, useStatusFilter } from '../shared/list/StatusFilter';
import type { ListColumn } from '../shared/list/types';

const OrderList_order = graphql(`
  fragment OrderList_order on Order {
    id
    orderNumber
    createdDate
    companyName
    lastName
    email
    productName
    licenseEditionCode
    totalPrice
    state
    paymentStatus
  }
`);

// On a narrow screen the order, its company, total and state stay; the rest step aside.
const columns: ListColumn<OrderList_OrderFragment>[] = [
  'orderNumber',
  { key: 'createdDate', priority: 2 },
  'companyName',
  { key: 'lastName', priority: 3 },
  { key: 'email', priority: 2 },
  { key: 'productName', priority: 2 },
  { key: 'licenseEditionCode', priority: 3 },
  'totalPrice',
  stateColumn,
  { key: 'paymentStatus', label: 'Payment', filterField: false, priority: 3 },
];

export function OrderList() {
  const [status] = useStatusFilter(ORDER_STATUS_FILTERS);
  return (
    <EntityList
      title={ordersTitle(status)}
      columns={columns}
      fragment={OrderList_order}
      notice={<StatusFilter statuses={ORDER_STATUS_FILTERS} />}
    />
  );
}
