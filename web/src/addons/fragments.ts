// The fields the Addon screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const AddonShow_addon = graphql(`
  fragment AddonShow_addon on Addon {
    id
    name
    code
    isActive
    price
    pricePerMonth
    priceCalcPerItem
    productId
    product {
      id
      name
    }
    featureId
    feature {
      id
      name
      label
    }
  }
`);
