// /type-settings/detail (SPEC §2): the settings, how mail delivery is doing, and the QuickBooks
// Online connection, whose status is polled every 30 s (SPEC §9; 'error' and offline on failure).
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { formatDate, SETTINGS_STATUS_POLL_MS, settingsMessages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session';
import { ActionButton } from '../shared/ActionButton';
import { DetailList } from '../shared/detail/DetailList';
import { DetailSection } from '../shared/detail/DetailSection';
import { PageHeader } from '../shared/PageHeader';
import { LoadingOrFailed } from '../shared/PageSpinner';
import { quickBooksStatusQuery, refreshQuickBooksTokenMutation, settingsQuery } from './settings-documents';

const stored = (value: boolean) => (value ? 'Stored' : 'Not set');

function QuickBooksStatus() {
  const { data, error } = useQuery(quickBooksStatusQuery, {
    pollInterval: SETTINGS_STATUS_POLL_MS,
    fetchPolicy: 'network-only',
    context: { silentErrors: true },
  });
  const status = data?.quickBooksStatus;
  const online = !error && status?.isOnline === true;
  if (!status && !error) return <Text>Checking…</Text>;
  return (
    <span>
      <Badge appearance="tint" color={online ? 'success' : 'danger'}>
        {online ? 'online' : `${settingsMessages.qboStatusError} · offline`}
      </Badge>{' '}
      <Text>{status?.message ?? ''}</Text>
    </span>
  );
}

export function SettingsShow() {
  const { data, loading } = useQuery(settingsQuery, { fetchPolicy: 'cache-and-network' });
  const [refreshToken] = useMutation(refreshQuickBooksTokenMutation, {
    context: { errorText: settingsMessages.refreshTokenFailed },
    refetchQueries: [quickBooksStatusQuery],
  });
  const isAdmin = useSession()?.isAdmin ?? false;
  const navigate = useNavigate();
  const settings = data?.settings;
  return (
    <>
      <PageHeader
        title="Settings"
        actions={
          isAdmin && settings ? (
            <>
              <ActionButton
                disabled={!settings.quickBooks.hasRefreshToken}
                run={() => refreshToken()}
                succeeded={settingsMessages.refreshTokenSucceeded}
              >
                Refresh Access Token
              </ActionButton>
              <Button onClick={() => navigate('/type-settings/edit')}>Edit</Button>
            </>
          ) : undefined
        }
      />
      {!settings && <LoadingOrFailed loading={loading} />}
      {settings && (
        <>
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
          <DetailSection title="QuickBooks Online">
            <DetailList
              items={[
                ['Status', <QuickBooksStatus key="status" />],
                ['Environment', settings.quickBooks.environment],
                ['Client ID', settings.quickBooks.clientId ?? ''],
                ['Client Secret', stored(settings.quickBooks.hasClientSecret)],
                ['Company ID', settings.quickBooks.realmId ?? ''],
                ['Refresh Token', stored(settings.quickBooks.hasRefreshToken)],
                ['Item ID', settings.quickBooks.itemId ?? ''],
                ['Access Token Expires', formatDate(settings.quickBooks.accessTokenExpiresAt)],
                ['Refresh Token Expires', formatDate(settings.quickBooks.refreshTokenExpiresAt)],
              ]}
            />
          </DetailSection>
        </>
      )}
    </>
  );
}
