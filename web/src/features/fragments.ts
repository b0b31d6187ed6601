// The fields the Feature screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const FeatureShow_feature = graphql(`
  fragment FeatureShow_feature on Feature {
    id
    name
    label
    productId
    productName
    isActive
    dataTypeId
    dataType
    isBoolean
  }
`);
