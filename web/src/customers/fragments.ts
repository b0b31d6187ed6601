// The fields the Customer screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const CustomerShow_customer = graphql(`
  fragment CustomerShow_customer on Customer {
    id
    code
    firstName
    lastName
    email
    phoneNumber
    companyName
    jobTitle
    address
    address2
    city
    state
    country
    zipCode
    additionalInfo
    externalId
  }
`);
