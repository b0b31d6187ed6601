import { graphql } from '../gql';

export const SettingsFields = graphql(`
  fragment SettingsFields on Settings {
    emailFromAddress
    adminEmails
    smtp { configured lastSentAt lastError backlog }
    quickBooks {
      environment
      clientId
      realmId
      itemId
      hasClientSecret
      hasRefreshToken
      accessTokenExpiresAt
      refreshTokenExpiresAt
    }
  }
`);

export const settingsQuery = graphql(`
  query Settings {
    settings {
      ...SettingsFields
    }
  }
`);

export const updateSettingsMutation = graphql(`
  mutation UpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      ...SettingsFields
    }
  }
`);

export const quickBooksStatusQuery = graphql(`
  query QuickBooksStatus {
    quickBooksStatus { status isOnline message }
  }
`);

export const refreshQuickBooksTokenMutation = graphql(`
  mutation RefreshQuickBooksToken {
    refreshQuickBooksToken {
      ...SettingsFields
    }
  }
`);
