// /order/edit/{id}
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { OrderShow_order } from './fragments';
import { OrderForm, toOrderFormValues, toOrderInput } from './OrderForm';

export const orderEditQuery = graphql(`
  query OrderEdit($id: ID!) {
    order(id: $id) {
      id
      ...OrderShow_order
    }
  }
`);

export function OrderEdit() {
  return (
    <EditPage
      query={orderEditQuery}
      pick={(data) => data.order}
      toValues={toOrderFormValues}
      toInput={toOrderInput}
      result={OrderShow_order}
    >
      {(form) => <OrderForm {...form} />}
    </EditPage>
  );
}
