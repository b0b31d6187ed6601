// /orders (SPEC §2, §4): 'Orders Dashboard', filtered by Pending, Complete or Declined (the title
// says which), newest order first; each order shows its display state.
import { Field, Select } from '@fluentui/react-components';
import {
  formatDate,
  formatPrice,
  ORDER_STATUS_FILTERS,
  type OrderStatusFilter,
  ordersTitle,
} from '@licensing/domain';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { OrderList_OrderFragment } from '../gql/graphql';
import { resourceOf } from '../resources';
import { EntityList } from '../shared/list/EntityList';
import { parseListState, withListState } from '../shared/list/listState';
import type { ListColumn } from '../shared/list/types';
import { OrderStateBadge } from '../shared/StatusBadge';

export const OrderList_order = graphql(`
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

export const orderListQuery = graphql(`
  query OrderList($page: Int, $pageSize: Int, $search: String, $orderBy: [OrderSort!], $filter: OrderFilter) {
    orders(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...OrderList_order
      }
    }
  }
`);

const columns: ListColumn<OrderList_OrderFragment>[] = [
  'orderNumber',
  { key: 'createdDate', render: (order) => formatDate(order.createdDate) },
  'companyName',
  'lastName',
  'email',
  'productName',
  'licenseEditionCode',
  { key: 'totalPrice', render: (order) => formatPrice(order.totalPrice) },
  {
    key: 'state',
    label: 'State',
    render: (order) => <OrderStateBadge state={order.state} />,
    sortField: false,
  },
  { key: 'paymentStatus', label: 'Payment', filterField: false },
];

/** The status filter of SPEC §4, kept in the URL with the list's other filters. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const status = (ORDER_STATUS_FILTERS as readonly string[]).includes(state.filters.status ?? '')
    ? (state.filters.status as OrderStatusFilter)
    : null;
  const choose = (next: string) => {
    const filters = { ...state.filters, status: next };
    setParams(withListState(params, { filters, page: 1 }));
  };
  return [status, choose] as const;
}

export function OrderList() {
  const [status, choose] = useStatusFilter();
  return (
    <EntityList
      resource={resourceOf('Order')}
      title={ordersTitle(status)}
      columns={columns}
      query={orderListQuery}
      pick={(data) => data.orders}
      notice={
        <Field label="Status" orientation="horizontal" style={{ maxWidth: '320px' }}>
          <Select value={status ?? ''} onChange={(_, data) => choose(data.value)}>
            <option value="">All</option>
            {ORDER_STATUS_FILTERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      }
    />
  );
}
