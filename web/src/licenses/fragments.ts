// The fields the License screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const LicenseShow_license = graphql(`
  fragment LicenseShow_license on License {
    id
    orderNumber
    customerId
    customerName
    customer {
      ...CustomerLabel_customer
    }
    productId
    productName
    editionId
    editionName
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
    state
    additionalAttributes
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
