// /emailtemplate/add
import { resourceOf } from '../resources';
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
      resource={resourceOf('EmailTemplate')}
      result={EmailTemplateShow_emailTemplate}
      toInput={toEmailTemplateInput}
    >
      {(form) => <EmailTemplateForm initialValues={emptyEmailTemplate} {...form} />}
    </CreatePage>
  );
}
