// /productlicense/add, and ?dataclone=…&data=<URL-encoded JSON> (SPEC §2): the form prefilled from
// the copied license, with a new order number, no activation code and no history.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resourceOf } from '../resources';
import { CreatePage } from '../shared/resource/CreatePage';
import { ProductLicenseShow_productLicense } from './fragments';
import {
  emptyProductLicense,
  ProductLicenseForm,
  type ProductLicenseFormValues,
  toProductLicenseInput,
} from './ProductLicenseForm';

/** The copied license's values, over the empty form; anything unreadable is left out. */
function clonedValues(data: string | null): ProductLicenseFormValues {
  if (!data) return emptyProductLicense;
  try {
    const copied = JSON.parse(data) as Partial<ProductLicenseFormValues>;
    const known = Object.fromEntries(
      Object.entries(copied).filter(([key]) => key in emptyProductLicense && key !== 'orderNumber'),
    );
    return { ...emptyProductLicense, ...known, orderNumber: '' };
  } catch {
    return emptyProductLicense;
  }
}

export function ProductLicenseCreate() {
  const [params] = useSearchParams();
  const data = params.get('dataclone') !== null ? params.get('data') : null;
  const initialValues = useMemo(() => clonedValues(data), [data]);
  return (
    <CreatePage<ProductLicenseFormValues>
      resource={resourceOf('ProductLicense')}
      result={ProductLicenseShow_productLicense}
      toInput={toProductLicenseInput}
    >
      {(form) => <ProductLicenseForm initialValues={initialValues} {...form} />}
    </CreatePage>
  );
}
