// Texts shown to people, word for word from SPEC §5 and §8. Every layer imports them from here.

export const REQUIRED_FIELDS_PREFIX = 'Please fill in the following required fields: ';

/** SPEC §5: 'Please fill in the following required fields: ' followed by the names, comma separated. */
export function requiredFieldsMessage(fieldLabels: readonly string[]): string {
  return REQUIRED_FIELDS_PREFIX + fieldLabels.join(', ');
}

export const messages = {
  // Generic defaults (SPEC §8).
  addFailed: 'Add item failed',
  getItemFailed: 'Get item failed',
  updateFailed: 'Update item failed',
  processFailed: 'Process failed',
  getDataFailed: 'Get data failed',
  error: 'Error',
  getListFailed: (what: string) => `Get list of ${what} failed`,
  authenticationRequired: 'Authentication required.',

  // Area defaults (SPEC §8 'Other').
  createCustomerSupportFailed: 'Create customer support failed',
  getCustomerDetailFailed: 'Get customer detail failed',
  getProductEditionFailed: 'Get product edition failed',
  getEditionFailed: 'Get edition failed',

  // Sign-in (SPEC §8).
  signInFailed: 'Sign In failed. Please try again.',
  accountNotActivated: 'Your account is not activated. Please contact your administrator.',
  invalidEmail: 'Please enter a valid email address',
  sendEmailFailed: 'Send Email failed',
  getDefaultEmailFailed: 'Get Default Email failed',

  // Success texts (SPEC §8).
  addSucceeded: 'Add item successfully',
  updateSucceeded: 'Update item successfully',
  processSucceeded: 'Process successfully',
  sendEmailSucceeded: 'Send Email successfully',

  // Confirmations (SPEC §5).
  sendEmailConfirmation: 'This action will send the email. Are you sure?',

  // Screen behaviour (SPEC §2).
  unsavedChanges: 'You have unsaved changes. Are you sure you want to leave?',
  invalidForm: 'Please fill in the required fields.',
} as const;

/**
 * The success text of every delete, by the entity's name: SPEC §8 gives 'Addon deleted successfully'
 * for add-ons, and the others say it the same way.
 */
export function deletedMessage(entityName: string): string {
  return `${entityName} deleted successfully`;
}

/** SPEC §5 delete confirmations, by entity label: 'Are you sure to delete this Product?'. */
export function deleteConfirmation(entityLabel: string): string {
  return `Are you sure to delete this ${entityLabel}?`;
}
