// Picking an e-mail template of one type ('Order', 'New Update'), optionally of one product; a pick
// puts its subject and content in the form's `subject` and `body`, which it sends as edited.
import { useFormikContext } from 'formik';
import { graphql } from '../../gql';
import type { TemplatePickerQuery } from '../../gql/graphql';
import { EntityCombobox } from './EntityCombobox';

export const templatePickerQuery = graphql(`
  query TemplatePicker($page: Int, $pageSize: Int, $search: String, $filter: EmailTemplateFilter) {
    emailTemplates(page: $page, pageSize: $pageSize, search: $search, filter: $filter) {
      totalCount
      items {
        id
        name
        subject
        content
      }
    }
  }
`);

export type PickedTemplate = TemplatePickerQuery['emailTemplates']['items'][number];

export type TemplatePickerProps = {
  name: string;
  /** The template type's name: EMAIL_TEMPLATE_TYPE_NAMES. */
  typeName: string;
  /** Only this product's templates, when given. */
  productId?: string | null | undefined;
};

export function TemplatePicker({ name, typeName, productId }: TemplatePickerProps) {
  const { setFieldValue } = useFormikContext();
  return (
    <EntityCombobox
      name={name}
      label="Template"
      required
      query={templatePickerQuery}
      variables={{ filter: { emailTemplateTypeName: typeName, productId: productId || null } }}
      pageOf={(data) => data.emailTemplates}
      toOption={(template: PickedTemplate) => ({ id: template.id, label: template.name })}
      onPick={(_, template) => {
        if (!template) return;
        void setFieldValue('subject', template.subject, false);
        void setFieldValue('body', template.content, false);
      }}
    />
  );
}
