// The fields the ProductLicense screens share and the form values made of them, in a module of
// their own: the edit and create screens need them without the detail screen's code, and the
// detail screen (its clone action) without the form's.
import { nameWithEmail } from '@licensing/domain';
import { graphql } from '../gql';
import type { ProductLicenseShow_ProductLicenseFragment } from '../gql/graphql';
import type { ProductLicenseFormValues } from './ProductLicenseForm';

export const ProductLicenseShow_productLicense = graphql(`
  fragment ProductLicenseShow_productLicense on ProductLicense {
    id
    orderNumber
    customerId
    customerName
    customer {
      id
      firstName
      lastName
      email
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

export const day = (date: Date) => date.toISOString().slice(0, 10);

/** A stored license as the form holds it (edit, and the copy a clone starts from). */
export function licenseFormValues(
  license: ProductLicenseShow_ProductLicenseFragment,
): ProductLicenseFormValues {
  return {
    orderId: '',
    orderNumber: license.orderNumber,
    customerId: license.customerId,
    customerLabel: license.customer ? nameWithEmail(license.customer) : license.customerName,
    productId: license.productId,
    productLabel: license.productName,
    productEditionId: license.productEditionId,
    editionLabel: license.productEditionName,
    editionCode: license.edition?.code ?? '',
    licenseTypeId: license.licenseTypeId,
    productLicensePlanId: license.productLicensePlanId,
    quantity: 1,
    expiredDate: day(new Date(license.expiredDate)),
    macAddress: license.macAddress ?? '',
    serverName: license.serverName ?? '',
    allowVirtualMachine: license.allowVirtualMachine,
    additionalAttributes: license.additionalAttributes ?? '',
    features: license.features.map((line) => ({
      featureId: line.featureId,
      quantity: line.quantity,
      isBoolean: line.feature?.isBoolean ?? false,
      featureLabel: line.featureLabel,
    })),
  };
}
