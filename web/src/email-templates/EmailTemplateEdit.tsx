// /emailtemplate/edit/{id}
import { graphql } from '../gql';
import type { EmailTemplateShow_EmailTemplateFragment } from '../gql/graphql';
import { EditPage } from '../shared/resource/EditPage';
import { EmailTemplateForm, type EmailTemplateFormValues, toEmailTemplateInput } from './EmailTemplateForm';
import { EmailTemplateShow_emailTemplate } from './fragments';

export const emailTemplateEditQuery = graphql(`
  query EmailTemplateEdit($id: ID!) {
    emailTemplate(id: $id) {
      id
      ...EmailTemplateShow_emailTemplate
    }
  }
`);

const toValues = (item: EmailTemplateShow_EmailTemplateFragment): EmailTemplateFormValues => ({
  productId: item.productId,
  name: item.name,
  emailTemplateTypeId: item.emailTemplateTypeId,
  subject: item.subject,
  content: item.content,
});

export function EmailTemplateEdit() {
  return (
    <EditPage
      query={emailTemplateEditQuery}
      pick={(data) => data.emailTemplate}
      toValues={toValues}
      toInput={toEmailTemplateInput}
      result={EmailTemplateShow_emailTemplate}
    >
      {(form, item) => (
        <EmailTemplateForm
          {...form}
          productLabel={item.product?.name}
          typeLabel={item.emailTemplateTypeName}
        />
      )}
    </EditPage>
  );
}
