// /emailtemplate/detail/{id}: the template, with Edit and Delete, and its preview for a chosen
// customer (and, for a 'New Update' template, a release), composed by licensing-api as it sends.
import { useQuery } from '@apollo/client/react';
import { Spinner } from '@fluentui/react-spinner';
import { Subtitle2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { customerEntity, EMAIL_TEMPLATE_TYPE_NAMES, releasePackageEntity } from '@licensing/domain';
import { Formik } from 'formik';
import { graphql } from '../gql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { HtmlContent } from '../shared/detail/HtmlContent';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';

export const emailTemplatePreviewQuery = graphql(`
  query EmailTemplatePreview($id: ID!, $customerId: ID!, $releasePackageId: ID) {
    emailTemplate(id: $id) {
      id
      preview(customerId: $customerId, releasePackageId: $releasePackageId) {
        subject
        body
      }
    }
  }
`);

const useStyles = makeStyles({
  preview: {
    marginTop: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '720px',
  },
  pickers: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    '& > *': { flex: '1 1 260px' },
  },
});

type PreviewChoice = { customerId: string; releasePackageId: string };

/** The declared row of the template: its type names the mail, its product the releases. */
type Template = { id: string; emailTemplateTypeName?: unknown; productId?: unknown };

function Preview({ template }: { template: Template }) {
  const styles = useStyles();
  const isUpdate = template.emailTemplateTypeName === EMAIL_TEMPLATE_TYPE_NAMES.newUpdate;
  return (
    <section className={styles.preview} aria-label="Preview">
      <Subtitle2 as="h2">Preview</Subtitle2>
      <Formik<PreviewChoice>
        initialValues={{ customerId: '', releasePackageId: '' }}
        onSubmit={() => undefined}
      >
        {({ values }) => (
          <>
            <div className={styles.pickers}>
              <DeclaredPicker entity={customerEntity} name="customerId" label="Preview for customer" />
              {isUpdate && (
                <DeclaredPicker
                  entity={releasePackageEntity}
                  name="releasePackageId"
                  label="As the update mail of"
                  filter={{ productId: template.productId }}
                />
              )}
            </div>
            {values.customerId && (
              <PreviewMail
                id={template.id}
                customerId={values.customerId}
                releasePackageId={values.releasePackageId || null}
              />
            )}
          </>
        )}
      </Formik>
    </section>
  );
}

function PreviewMail(variables: { id: string; customerId: string; releasePackageId: string | null }) {
  const { data, loading } = useQuery(emailTemplatePreviewQuery, { variables });
  const preview = data?.emailTemplate?.preview;
  if (loading && !preview) return <Spinner size="small" label="Loading preview" />;
  if (!preview) return null;
  return (
    <DetailList
      items={[
        ['Subject', preview.subject],
        ['Content', <HtmlContent key="body" html={preview.body} label="Previewed content" />],
      ]}
    />
  );
}

export function EmailTemplateShow() {
  return (
    <DetailPage fields={['productId', 'name', 'emailTemplateTypeName', 'subject', 'content']}>
      {(item) => <Preview template={item} />}
    </DetailPage>
  );
}
