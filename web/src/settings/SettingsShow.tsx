// /type-settings/detail (SPEC §2): the settings, and how mail delivery is doing.
import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@fluentui/react-components';
import { formatDate, messages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session';
import { DetailList } from '../shared/detail/DetailList';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { settingsQuery } from './settings-documents';

export function SettingsShow() {
  const { data, loading } = useQuery(settingsQuery, { fetchPolicy: 'cache-and-network' });
  const isAdmin = useSession()?.isAdmin ?? false;
  const navigate = useNavigate();
  const settings = data?.settings;
  return (
    <>
      <PageHeader
        title="Settings"
        actions={
          isAdmin && settings ? (
            <Button onClick={() => navigate('/type-settings/edit')}>Edit</Button>
          ) : undefined
        }
      />
      {!settings && (loading ? <PageSpinner /> : <Text as="p">{messages.getDataFailed}</Text>)}
      {settings && (
        <DetailList
          items={[
            ['Email From Address', settings.emailFromAddress],
            ['Admin Emails', settings.adminEmails],
            ['SMTP', settings.smtp.configured ? 'Configured' : 'Not configured: mail waits in the outbox'],
            ['Last Sent', settings.smtp.lastSentAt ? formatDate(settings.smtp.lastSentAt) : ''],
            ['Last Error', settings.smtp.lastError ?? ''],
            ['Waiting To Be Sent', String(settings.smtp.backlog)],
          ]}
        />
      )}
    </>
  );
}
