// The fields the EmailTemplate screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const EmailTemplateShow_emailTemplate = graphql(`
  fragment EmailTemplateShow_emailTemplate on EmailTemplate {
    id
    name
    subject
    content
    productId
    emailTemplateTypeId
    emailTemplateTypeName
    product {
      id
      name
    }
  }
`);
