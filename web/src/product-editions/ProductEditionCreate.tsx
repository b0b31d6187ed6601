// /productedition/add
import { useMemo } from 'react';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import { PageSpinner } from '../shared/PageSpinner';
import { CreatePage } from '../shared/resource/CreatePage';
import { ProductEditionShow_edition } from './fragments';
import {
  emptyProductEdition,
  ProductEditionForm,
  type ProductEditionFormValues,
  toProductEditionInput,
} from './ProductEditionForm';

export function ProductEditionCreate() {
  const empty = useMemo(emptyProductEdition, []);
  const initialValues = useRestoredDraft(empty);
  return (
    <CreatePage<ProductEditionFormValues> result={ProductEditionShow_edition} toInput={toProductEditionInput}>
      {(form) =>
        initialValues ? (
          <ProductEditionForm mode="add" initialValues={initialValues} {...form} />
        ) : (
          <PageSpinner />
        )
      }
    </CreatePage>
  );
}
