// /productlicense/add, and ?dataclone=…&data=<URL-encoded JSON> (SPEC §2): the form prefilled from
// the copied license, with a new order number, no activation code and no history, and its terms
// settled anew from now by its edition and plan (SPEC §4): a clone never starts expired.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../shared/PageSpinner';
import { CreatePage } from '../shared/resource/CreatePage';
import { ProductLicenseShow_productLicense } from './fragments';
import {
  editionTermsValues,
  emptyProductLicense,
  formListsOf,
  formListsQuery,
  ProductLicenseForm,
  type ProductLicenseFormValues,
  toProductLicenseInput,
} from './ProductLicenseForm';

/** The copied license's values, over the empty form; anything unreadable is left out. */
function clonedValues(data: string): ProductLicenseFormValues | null {
  try {
    const copied = JSON.parse(data) as Partial<ProductLicenseFormValues>;
    const known = Object.fromEntries(
      Object.entries(copied).filter(([key]) => key in emptyProductLicense && key !== 'orderNumber'),
    );
    return { ...emptyProductLicense, ...known, orderNumber: '' };
  } catch {
    return null;
  }
}

export function ProductLicenseCreate() {
  const [params] = useSearchParams();
  const data = params.get('dataclone') !== null ? params.get('data') : null;
  const cloned = useMemo(() => (data ? clonedValues(data) : null), [data]);
  // A clone's terms need the plans (their Unit): the form waits for them.
  const lists = useQuery(formListsQuery, { skip: !cloned });
  const initialValues = useMemo(() => {
    if (!cloned) return emptyProductLicense;
    // Without the lists (their failure is shown), the copy as it is.
    if (!lists.data) return lists.error ? cloned : null;
    const { editionCode, productLicensePlanId, quantity } = cloned;
    const terms = editionTermsValues(editionCode, productLicensePlanId, quantity, formListsOf(lists.data));
    return { ...cloned, ...terms };
  }, [cloned, lists.data, lists.error]);
  return (
    <CreatePage<ProductLicenseFormValues>
      result={ProductLicenseShow_productLicense}
      toInput={toProductLicenseInput}
    >
      {(form) =>
        initialValues ? <ProductLicenseForm initialValues={initialValues} {...form} /> : <PageSpinner />
      }
    </CreatePage>
  );
}
