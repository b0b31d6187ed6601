// /type-settings/detail (SPEC §2): the settings, how mail delivery is doing, and the QuickBooks
// Online connection, whose status is polled every 30 s (SPEC §9; 'error' and offline on failure).
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Subtitle2, Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { formatDate, messages, SETTINGS_STATUS_POLL_MS, settingsMessages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session';
import { DetailList } from '../shared/detail/DetailList';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { quickBooksStatusQuery, refreshQuickBooksTokenMutation, settingsQuery } from './settings-documents';

const useStyles = makeStyles({ section: { marginTop: tokens.spacingVerticalXXL } });

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
  const styles = useStyles();
  const { data, loading } = useQuery(settingsQuery, { fetchPolicy: 'cache-and-network' });
  const [refreshToken, refreshing] = useMutation(refreshQuickBooksTokenMutation, {
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
              <Button
                disabled={refreshing.loading || !settings.quickBooks.hasRefreshToken}
                onClick={async () => {
                  const result = await refreshToken().catch(() => null);
                  if (result?.data) showToast(settingsMessages.refreshTokenSucceeded, 'success');
                }}
              >
                Refresh Access Token
              </Button>
              <Button onClick={() => navigate('/type-settings/edit')}>Edit</Button>
            </>
          ) : undefined
        }
      />
      {!settings && (loading ? <PageSpinner /> : <Text as="p">{messages.getDataFailed}</Text>)}
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
          <section className={styles.section} aria-label="QuickBooks Online">
            <Subtitle2 as="h2">QuickBooks Online</Subtitle2>
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
          </section>
        </>
      )}
    </>
  );
}
