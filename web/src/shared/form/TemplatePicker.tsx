// Picking an e-mail template of one type ('Order', 'New Update'), optionally of one product; a pick
// puts its subject and content in the form's `subject` and `body`, which it sends as edited.
import { emailTemplateEntity } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { DeclaredPicker } from './DeclaredPicker';

type TemplatePickerProps = {
  name: string;
  /** The template type's name: EMAIL_TEMPLATE_TYPE_NAMES. */
  typeName: string;
  /** Only this product's templates, when given. */
  productId?: string | null | undefined;
};

export function TemplatePicker({ name, typeName, productId }: TemplatePickerProps) {
  const { setFieldValue } = useFormikContext();
  return (
    <DeclaredPicker
      entity={emailTemplateEntity}
      name={name}
      label="Template"
      required
      filter={{ emailTemplateTypeName: typeName, productId: productId || null }}
      onPick={(_, template) => {
        if (!template) return;
        void setFieldValue('subject', template.subject, false);
        void setFieldValue('body', template.content, false);
      }}
    />
  );
}
