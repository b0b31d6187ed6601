// /orders (SPEC §2, §4): 'Orders Dashboard', filtered by Pending, Complete or Declined (the title
// says which), newest order first; each order shows its display state.
import { formatDate, formatPrice, ORDER_STATUS_FILTERS, ordersTitle } from '@licensing/domain';
import { graphql } from '../gql';
import type { OrderListQuery } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import { StatusFilter, useStatusFilter } from '../shared/list/StatusFilter';
import type { ListColumn } from '../shared/list/types';
import { StateBadge } from '../shared/StatusBadge';

export const orderListQuery = graphql(`
  query OrderList($page: Int, $pageSize: Int, $search: String, $orderBy: [OrderSort!], $filter: OrderFilter) {
    orders(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
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
    }
  }
`);

// On a narrow screen the order, its company, total and state stay; the rest step aside.
const columns: ListColumn<OrderListQuery['orders']['items'][number]>[] = [
  'orderNumber',
  { key: 'createdDate', render: (order) => formatDate(order.createdDate), priority: 2 },
  'companyName',
  { key: 'lastName', priority: 3 },
  { key: 'email', priority: 2 },
  { key: 'productName', priority: 2 },
  { key: 'licenseEditionCode', priority: 3 },
  { key: 'totalPrice', render: (order) => formatPrice(order.totalPrice) },
  {
    key: 'state',
    label: 'State',
    render: (order) => <StateBadge state={order.state} />,
    sortField: false,
  },
  { key: 'paymentStatus', label: 'Payment', filterField: false, priority: 3 },
];

export function OrderList() {
  const [status] = useStatusFilter(ORDER_STATUS_FILTERS);
  return (
    <EntityList
      title={ordersTitle(status)}
      columns={columns}
      query={orderListQuery}
      pick={(data) => data.orders}
      notice={<StatusFilter statuses={ORDER_STATUS_FILTERS} />}
    />
  );
}
