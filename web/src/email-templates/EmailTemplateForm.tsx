// Email template add/edit (SPEC §5: Product Name, Template Name, Template Type, Subject and
// Content): the short fields in a column, the editor beside its placeholders.
import { makeStyles } from '@griffel/react';
import { emailTemplateEntity, TEMPLATE_PLACEHOLDERS } from '@licensing/domain';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { RichTextField } from '../shared/form/RichTextField';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';

const useStyles = makeStyles({
  // Wider than other forms: the editor and its placeholders sit side by side.
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '960px' },
  short: { maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: '12px' },
});

export function EmailTemplateForm(form: FormProps<FormValues>) {
  const styles = useStyles();
  return (
    <DeclaredForm entity={emailTemplateEntity} className={styles.form} {...form}>
      <div className={styles.short}>
        {['productId', 'name', 'emailTemplateTypeId', 'subject'].map((name) => (
          <DeclaredField key={name} entity={emailTemplateEntity} name={name} />
        ))}
      </div>
      <RichTextField name="content" label="Content" required placeholders={TEMPLATE_PLACEHOLDERS} />
    </DeclaredForm>
  );
}
