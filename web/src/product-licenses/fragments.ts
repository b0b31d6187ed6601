// The fields the ProductLicense screens share and the form values made of them, in a module of
// their own: the edit and create screens need them without the detail screen's code, and the
// detail screen (its clone action) without the form's.
import { customerLabel, productLicenseEntity } from '@licensing/domain';
import { lineValues } from '../edition-lines/lineValues';
import { graphql } from '../gql';
import type { ProductLicenseShow_ProductLicenseFragment } from '../gql/graphql';
import { REF_LABELS, toFormValues } from '../shared/resource/formValues';
import type { ProductLicenseFormValues } from './ProductLicenseForm';

export const ProductLicenseShow_productLicense = graphql(`
  fragment ProductLicenseShow_productLicense on ProductLicense {
    id
    orderNumber
    customerId
    customerName
    customer {
      ...CustomerLabel_customer
    }
    productId
    productName
    productEditionId
    productEditionName
    edition {
      id
      code
    }
    licenseTypeId
    productLicensePlanId
    licenseType {
      id
      typeName
    }
    plan {
      id
      name
    }
    macAddress
    serverName
    expiredDate
    allowVirtualMachine
    customerActivationCode
    status
    statusName
    state
    additionalAttributes
    features {
      id
      featureId
      featureLabel
      quantity
      feature {
        id
        isBoolean
      }
    }
  }
`);

/** A stored license as the form holds it (edit, and the copy a clone starts from). */
export function licenseFormValues(
  license: ProductLicenseShow_ProductLicenseFragment,
): ProductLicenseFormValues {
  const values = toFormValues<ProductLicenseFormValues>(productLicenseEntity, license);
  return {
    ...values,
    [REF_LABELS]: { ...(values[REF_LABELS] as object), customerId: customerLabel(license) },
    orderId: '',
    editionCode: license.edition?.code ?? '',
    quantity: 1,
    features: license.features.map(lineValues),
  };
}
