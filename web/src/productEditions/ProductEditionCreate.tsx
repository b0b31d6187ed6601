// /productedition/add
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEditionDraft } from '../catalogShared/useEditionDraft';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import {
  emptyProductEdition,
  ProductEditionForm,
  type ProductEditionFormValues,
  toProductEditionInput,
} from './ProductEditionForm';
import { useCreateProductEditionMutation } from './useProductEditionMutations';

export function ProductEditionCreate() {
  const navigate = useNavigate();
  const createEdition = useCreateProductEditionMutation();
  const empty = useMemo(emptyProductEdition, []);
  const { initialValues, openNewFeature } = useEditionDraft(empty);

  const submit = async (values: ProductEditionFormValues) => {
    const created = await createEdition(toProductEditionInput(values));
    showToast(messages.addSucceeded, 'success');
    await navigate(`/productedition/detail/${created.id}`);
  };

  return (
    <>
      <PageHeader title="Add Product Edition" />
      {initialValues ? (
        <ProductEditionForm
          mode="add"
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => navigate('/producteditions')}
          onNewFeature={(values) => openNewFeature(values, values.productId || null)}
        />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
