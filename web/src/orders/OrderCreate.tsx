// /order/add
import { CreatePage } from '../shared/resource/CreatePage';
import { OrderShow_order } from './fragments';
import { emptyOrder, OrderForm, type OrderFormValues, toOrderInput } from './OrderForm';

export function OrderCreate() {
  return (
    <CreatePage<OrderFormValues> result={OrderShow_order} toInput={toOrderInput}>
      {(form) => <OrderForm initialValues={emptyOrder} {...form} />}
    </CreatePage>
  );
}
