// /emailtemplate/add
import { CreatePage } from '../shared/resource/CreatePage';
import {
  EmailTemplateForm,
  type EmailTemplateFormValues,
  emptyEmailTemplate,
  toEmailTemplateInput,
} from './EmailTemplateForm';
import { EmailTemplateShow_emailTemplate } from './fragments';

export function EmailTemplateCreate() {
  return (
    <CreatePage<EmailTemplateFormValues>
      result={EmailTemplateShow_emailTemplate}
      toInput={toEmailTemplateInput}
    >
      {(form) => <EmailTemplateForm initialValues={emptyEmailTemplate} {...form} />}
    </CreatePage>
  );
}
