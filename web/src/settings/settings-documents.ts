import { graphql } from '../gql';

export const settingsQuery = graphql(`
  query Settings {
    settings {
      emailFromAddress
      adminEmails
      smtp { configured lastSentAt lastError backlog }
    }
  }
`);

export const updateSettingsMutation = graphql(`
  mutation UpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      emailFromAddress
      adminEmails
      smtp { configured lastSentAt lastError backlog }
    }
  }
`);
