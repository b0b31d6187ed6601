// The fields the ReleasePackage screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const ReleasePackageShow_releasePackage = graphql(`
  fragment ReleasePackageShow_releasePackage on ReleasePackage {
    id
    name
    version
    url
    description
    productId
    product {
      id
      name
    }
  }
`);
