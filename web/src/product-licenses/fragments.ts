// The fields the ProductLicense screens share and the form values made of them, in a module of
// their own: the edit and create screens need them without the detail screen's code, and the
// detail screen (its clone action) without the form's.
import { productLicenseEntity } from '@licensing/domain';
import { lineValues } from '../edition-lines/lineValues';
import { graphql } from '../gql';
import type { ProductLicenseShow_ProductLicenseFragment } from '../gql/graphql';
import { storedLicenseValues } from '../licenses/fragments';
import type { ProductLicenseFormValues } from './ProductLicenseForm';

/** A license's machines and seats, and the status its workflows start from (LicenseMachines). */
export const LicenseMachines_productLicense = graphql(`
  fragment LicenseMachines_productLicense on ProductLicense {
    id
    orderNumber
    status
    statusName
    maxMachines
    machineLimit
    seatsUsed
    machines {
      id
      fingerprint
      hostname
      platform
      firstSeen
      lastSeen
      lastAddress
    }
  }
`);

export const ProductLicenseShow_productLicense = graphql(`
  fragment ProductLicenseShow_productLicense on ProductLicense {
    ...LicenseDetails_license
    ...LicenseMachines_productLicense
    productEditionId
    productEditionName
    edition {
      id
      code
    }
    productLicensePlanId
    plan {
      id
      name
    }
    statusName
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
    history {
      id
      action
      modifier
      modifierName
      modifiedDate
      details {
        field
        originalValue
        updatedValue
      }
    }
  }
`);

/** A stored license as the form holds it (edit, and the copy a clone starts from). */
export function licenseFormValues(
  license: ProductLicenseShow_ProductLicenseFragment,
): ProductLicenseFormValues {
  return {
    ...storedLicenseValues<ProductLicenseFormValues>(productLicenseEntity, license),
    orderId: '',
    editionCode: license.edition?.code ?? '',
    quantity: 1,
    features: license.features.map(lineValues),
  };
}
