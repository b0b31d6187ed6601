// /type-settings/edit (SPEC §2, §5): the From address and the administrators' addresses.
import { useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages, type SettingsValues, settingsSchema } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { settingsQuery, updateSettingsMutation } from './settings-documents';

export function SettingsEdit() {
  const { data, loading } = useQuery(settingsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(updateSettingsMutation, { refetchQueries: [settingsQuery] });
  const navigate = useNavigate();
  const settings = data?.settings;
  if (!settings) {
    return loading ? <PageSpinner /> : <Text as="p">{messages.getDataFailed}</Text>;
  }
  const initialValues: SettingsValues = {
    emailFromAddress: settings.emailFromAddress,
    adminEmails: settings.adminEmails,
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
      </SchemaForm>
    </>
  );
}
