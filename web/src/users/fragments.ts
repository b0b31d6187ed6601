// The fields the User screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const UserShow_user = graphql(`
  fragment UserShow_user on User {
    id
    userName
    email
    firstName
    lastName
    phoneNumber
    isActive
    roleId
    role
    mustChangePassword
  }
`);
