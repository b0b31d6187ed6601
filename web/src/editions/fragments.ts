// The fields the Edition screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const EditionShow_edition = graphql(`
  fragment EditionShow_edition on Edition {
    id
    name
    code
    activeDate
    inactiveDate
    isActive
    lines {
      id
      featureId
      quantity
      featureName
      featureLabel
      feature {
        id
        isBoolean
        productName
      }
    }
  }
`);
