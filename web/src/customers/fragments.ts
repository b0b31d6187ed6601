// The fields the Customer screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

/** What pickers name a customer by (domain's customerLabel). */
export const CustomerLabel_customer = graphql(`
  fragment CustomerLabel_customer on Customer {
    id
    firstName
    lastName
    email
  }
`);

export const CustomerShow_customer = graphql(`
  fragment CustomerShow_customer on Customer {
    ...CustomerLabel_customer
    code
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
