// /profile/tokens: the signed-in user's integrator tokens (beyond SPEC). A token is shown once, when
// it is made; afterwards only its name, scope, dates and last use. Revoking stops it at once.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { CopyRegular } from '@fluentui/react-icons';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { type ApiTokenValues, apiTokenSchema, formatDate, messages, TOKEN_SCOPES } from '@licensing/domain';
import { useState } from 'react';
import { graphql } from '../gql';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import { DetailSection } from '../shared/detail/DetailSection';
import { DetailTable } from '../shared/detail/DetailTable';
import { FormNumberField } from '../shared/form/FormNumberField';
import { FormSelectField } from '../shared/form/FormSelectField';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { PageHeader } from '../shared/PageHeader';
import { showToast } from '../shared/toast';

const apiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      scope
      createdDate
      expiresAt
      lastUsedAt
    }
  }
`);

const createMutation = graphql(`
  mutation CreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
      }
    }
  }
`);

const revokeMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

const useStyles = makeStyles({
  created: { marginBottom: tokens.spacingVerticalL, maxWidth: '720px' },
  token: { display: 'block', fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

const initialValues: ApiTokenValues = { name: '', scope: 'read', expiresInDays: 90 };

const scopes = TOKEN_SCOPES.map((scope) => ({ id: scope, name: scope }));

export function ApiTokens() {
  const styles = useStyles();
  const confirm = useConfirm();
  const { data, refetch } = useQuery(apiTokensQuery, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(createMutation, { context: { errorText: messages.addFailed } });
  const [revoke] = useMutation(revokeMutation);
  const [made, setMade] = useState<string | null>(null);

  return (
    <>
      <PageHeader title="API Tokens" />
      {made && (
        <MessageBar intent="success" className={styles.created}>
          <MessageBarBody>
            <MessageBarTitle>Copy the token now: it is not shown again.</MessageBarTitle>
            <output className={styles.token} aria-label="New token">
              {made}
            </output>
            <Button
              size="small"
              icon={<CopyRegular />}
              onClick={() =>
                void navigator.clipboard.writeText(made).then(() => showToast('Token copied', 'success'))
              }
            >
              Copy
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      <SchemaForm<ApiTokenValues>
        schema={apiTokenSchema}
        initialValues={initialValues}
        aria-label="New API token"
        submitLabel="Create token"
        guard={false}
        clearAfterSubmit
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          setMade(result.data?.createApiToken.token ?? null);
          showToast(messages.addSucceeded, 'success');
          await refetch();
        }}
      >
        <FormTextField name="name" label="Name" required hint="What the token is for, e.g. nightly export" />
        <FormSelectField
          name="scope"
          label="Scope"
          options={scopes}
          empty={false}
          hint="A read token only reads; a write token may do what you may."
        />
        <FormNumberField name="expiresInDays" label="Expires In (days)" required />
      </SchemaForm>
      <DetailSection title="Your tokens">
        {data?.apiTokens.length === 0 && (
          <Text as="p" block>
            You have no API tokens yet.
          </Text>
        )}
        {(data?.apiTokens.length ?? 0) > 0 && (
          <DetailTable
            label="Your tokens"
            columns={['Name', 'Scope', 'Created', 'Expires', 'Last used', '']}
            rows={(data?.apiTokens ?? []).map((token) => ({
              key: token.id,
              cells: [
                token.name,
                token.scope,
                formatDate(token.createdDate),
                formatDate(token.expiresAt),
                token.lastUsedAt ? formatDate(token.lastUsedAt) : 'never',
                <Button
                  key="revoke"
                  size="small"
                  aria-label={`Revoke ${token.name}`}
                  onClick={async () => {
                    const question = `Revoke the token '${token.name}'? Scripts using it stop at once.`;
                    if (!(await confirm({ message: question }))) return;
                    await revoke({ variables: { id: token.id } });
                    showToast(messages.processSucceeded, 'success');
                    await refetch();
                  }}
                >
                  Revoke
                </Button>,
              ],
            }))}
          />
        )}
      </DetailSection>
    </>
  );
}
