// /type-settings/edit (SPEC §2, §5): the From address, the administrators' addresses, and the
// QuickBooks Online connection, whose secret and refresh token are write-only (blank keeps them).
import { useMutation, useQuery } from '@apollo/client/react';
import { Subtitle2 } from '@fluentui/react-text';
import { messages, QBO_ENVIRONMENTS, type SettingsValues, settingsSchema } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { FormSelectField } from '../shared/form/FormSelectField';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { PageHeader } from '../shared/PageHeader';
import { LoadingOrFailed } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { settingsQuery, updateSettingsMutation } from './settings-documents';

/** A write-only secret: what is stored is never shown, and a blank keeps it. */
function SecretField({ name, label, stored }: { name: string; label: string; stored: boolean }) {
  return (
    <FormTextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={stored ? 'Stored; leave blank to keep it' : 'Not set yet'}
    />
  );
}

export function SettingsEdit() {
  const { data, loading } = useQuery(settingsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(updateSettingsMutation, { refetchQueries: [settingsQuery] });
  const navigate = useNavigate();
  const settings = data?.settings;
  if (!settings) return <LoadingOrFailed loading={loading} />;
  const { quickBooks } = settings;
  const initialValues: SettingsValues = {
    emailFromAddress: settings.emailFromAddress,
    adminEmails: settings.adminEmails,
    quickBooksEnvironment: quickBooks.environment,
    quickBooksClientId: quickBooks.clientId ?? '',
    quickBooksClientSecret: '',
    quickBooksRealmId: quickBooks.realmId ?? '',
    quickBooksRefreshToken: '',
    quickBooksItemId: quickBooks.itemId ?? '',
  };
  return (
    <>
      <PageHeader title="Edit Settings" />
      <SchemaForm<SettingsValues>
        schema={settingsSchema}
        initialValues={initialValues}
        aria-label="Settings"
        onCancel={() => navigate('/type-settings/detail')}
        onSubmit={async (values) => {
          // The cast values: blank optional fields are already null (blank secrets keep the stored).
          await update({ variables: { input: values } });
          showToast(messages.updateSucceeded, 'success');
          navigate('/type-settings/detail');
        }}
      >
        <FormTextField name="emailFromAddress" label="Email From Address" required />
        <FormTextField
          name="adminEmails"
          label="Admin Emails"
          required
          hint="Addresses separated by semicolons (;)"
        />
        <Subtitle2 as="h2">QuickBooks Online</Subtitle2>
        <FormSelectField
          name="quickBooksEnvironment"
          label="Environment"
          options={QBO_ENVIRONMENTS.map((name) => ({ id: name, name }))}
        />
        <FormTextField name="quickBooksClientId" label="Client ID" autoComplete="off" />
        <SecretField
          name="quickBooksClientSecret"
          label="Client Secret"
          stored={quickBooks.hasClientSecret}
        />
        <FormTextField name="quickBooksRealmId" label="Company ID" autoComplete="off" />
        <SecretField
          name="quickBooksRefreshToken"
          label="Refresh Token"
          stored={quickBooks.hasRefreshToken}
        />
        <FormTextField
          name="quickBooksItemId"
          label="Item ID"
          hint="The service item every invoice line is booked on"
          autoComplete="off"
        />
      </SchemaForm>
    </>
  );
}
