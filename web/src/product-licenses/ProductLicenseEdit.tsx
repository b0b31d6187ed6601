// /productlicense/edit/{id}
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { licenseFormValues, ProductLicenseShow_productLicense } from './fragments';
import { ProductLicenseForm, toProductLicenseInput } from './ProductLicenseForm';

export const productLicenseEditQuery = graphql(`
  query ProductLicenseEdit($id: ID!) {
    productLicense(id: $id) {
      id
      ...ProductLicenseShow_productLicense
    }
  }
`);

export function ProductLicenseEdit() {
  return (
    <EditPage
      query={productLicenseEditQuery}
      pick={(data) => data.productLicense}
      toValues={licenseFormValues}
      toInput={toProductLicenseInput}
      result={ProductLicenseShow_productLicense}
    >
      {(form) => <ProductLicenseForm {...form} />}
    </EditPage>
  );
}
