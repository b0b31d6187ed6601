// The fields the ProductEdition screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const ProductEditionShow_edition = graphql(`
  fragment ProductEditionShow_edition on ProductEdition {
    id
    name
    code
    productId
    productName
    price
    pricePerMonth
    displayOrder
    activeDate
    inactiveDate
    isActive
    isTrial
    maxMachines
    lines {
      id
      featureId
      quantity
      featureName
      featureLabel
      isFeatureActive
      feature {
        id
        isBoolean
      }
    }
  }
`);
