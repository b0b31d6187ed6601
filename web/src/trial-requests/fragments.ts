// The fields the TrialRequest screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const TrialRequestShow_request = graphql(`
  fragment TrialRequestShow_request on TrialRequest {
    id
    createdDate
    productId
    productName
    firstName
    lastName
    email
    company
    subject
    content
    state
    isGenerated
    order {
      id
      orderNumber
    }
  }
`);
