// The fields the license screens share, in a module of their own: the edit and create screens
// need them without the detail screen's code. Both kinds of license (License, ProductLicense)
// implement AnyLicense, so what they share is selected once, on the interface.
import { customerLabel, type Entity } from '@licensing/domain';
import { graphql } from '../gql';
import type { LicenseLabel_LicenseFragment } from '../gql/graphql';
import { type FormValues, REF_LABELS, toFormValues } from '../shared/resource/formValues';

/** What names a license where one is picked: its order, customer and product. */
export const LicenseLabel_license = graphql(`
  fragment LicenseLabel_license on AnyLicense {
    id
    orderNumber
    customerId
    customerName
    customer {
      ...CustomerLabel_customer
    }
    productId
    productName
  }
`);

/** What the detail screens and forms of either kind of license show alike (LicenseDetails). */
export const LicenseDetails_license = graphql(`
  fragment LicenseDetails_license on AnyLicense {
    ...LicenseLabel_license
    licenseTypeId
    licenseType {
      id
      typeName
    }
    macAddress
    serverName
    expiredDate
    allowVirtualMachine
    customerActivationCode
    status
    state
    additionalAttributes
  }
`);

export const LicenseShow_license = graphql(`
  fragment LicenseShow_license on License {
    ...LicenseDetails_license
    editionId
    editionName
    features {
      featureName
      quantity
      feature {
        id
        label
        isBoolean
      }
    }
  }
`);

/** A stored license as its form holds it: the declared fields, the customer as pickers name one. */
export function storedLicenseValues<V extends FormValues>(
  entity: Entity,
  license: LicenseLabel_LicenseFragment,
): V {
  const values = toFormValues<V>(entity, license);
  return {
    ...values,
    [REF_LABELS]: { ...(values[REF_LABELS] as object), customerId: customerLabel(license) },
  };
}
