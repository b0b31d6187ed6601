// /product/add
import { messages, type ProductValues } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../shared/PageHeader';
import { showToast } from '../shared/toast';
import { emptyProduct, ProductForm } from './ProductForm';
import { useCreateProductMutation } from './useCreateProductMutation';

export function ProductCreate() {
  const navigate = useNavigate();
  const createProduct = useCreateProductMutation();

  const submit = async (values: ProductValues) => {
    const product = await createProduct(values);
    showToast(messages.addSucceeded, 'success');
    await navigate(`/product/detail/${product.id}`);
  };

  return (
    <>
      <PageHeader title="Add Product" />
      <ProductForm initialValues={emptyProduct} onSubmit={submit} onCancel={() => navigate('/products')} />
    </>
  );
}
