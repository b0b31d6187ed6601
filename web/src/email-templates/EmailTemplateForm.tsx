import { makeStyles } from '@griffel/react';
import { emailTemplateSchema, TEMPLATE_PLACEHOLDERS } from '@licensing/domain';
import { graphql } from '../gql';
import type { EmailTemplateInput, TemplateTypePickerQuery } from '../gql/graphql';
import { EntityCombobox } from '../shared/form/EntityCombobox';
import { FormTextField } from '../shared/form/FormTextField';
import { ProductPicker } from '../shared/form/ProductPicker';
import { RichTextField } from '../shared/form/RichTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';

export const templateTypePickerQuery = graphql(`
  query TemplateTypePicker($page: Int, $pageSize: Int, $search: String) {
    emailTemplateTypes(page: $page, pageSize: $pageSize, search: $search) {
      totalCount
      items {
        id
        name
      }
    }
  }
`);

type TemplateType = TemplateTypePickerQuery['emailTemplateTypes']['items'][number];

/** What the form holds: ids as the pickers' strings ('' for none), the content as HTML. */
export type EmailTemplateFormValues = {
  productId: string;
  name: string;
  emailTemplateTypeId: string;
  subject: string;
  content: string;
};

export const emptyEmailTemplate: EmailTemplateFormValues = {
  productId: '',
  name: '',
  emailTemplateTypeId: '',
  subject: '',
  content: '',
};

export function toEmailTemplateInput(values: EmailTemplateFormValues): EmailTemplateInput {
  return {
    productId: String(values.productId),
    name: values.name,
    emailTemplateTypeId: String(values.emailTemplateTypeId),
    subject: values.subject,
    content: values.content,
  };
}

const useStyles = makeStyles({
  // Wider than other forms: the editor and its placeholders sit side by side.
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '960px' },
  short: { maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: '12px' },
});

type EmailTemplateFormProps = FormProps<EmailTemplateFormValues> & {
  /** The labels of the current product and type when editing, shown before the pickers load. */
  productLabel?: string | undefined;
  typeLabel?: string | undefined;
};

/** Email template add/edit: Product Name, Template Name, Template Type, Subject and Content (SPEC §5). */
export function EmailTemplateForm({ productLabel, typeLabel, ...form }: EmailTemplateFormProps) {
  const styles = useStyles();
  return (
    <SchemaForm schema={emailTemplateSchema} aria-label="Email Template" className={styles.form} {...form}>
      <div className={styles.short}>
        <ProductPicker name="productId" label="Product Name" required initialLabel={productLabel} />
        <FormTextField name="name" label="Template Name" required />
        <EntityCombobox
          name="emailTemplateTypeId"
          label="Template Type"
          required
          query={templateTypePickerQuery}
          pageOf={(data) => data.emailTemplateTypes}
          toOption={(type: TemplateType) => ({ id: type.id, label: type.name })}
          initialLabel={typeLabel}
        />
        <FormTextField name="subject" label="Subject" required hint="Placeholders work here too, e.g. {0}" />
      </div>
      <RichTextField name="content" label="Content" required placeholders={TEMPLATE_PLACEHOLDERS} />
    </SchemaForm>
  );
}
