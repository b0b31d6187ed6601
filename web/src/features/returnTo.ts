// /feature/add?returnTo=… brings the user back to the edition screen that opened it. Only the
// edition screens are accepted, so the parameter cannot send anyone elsewhere.
const ALLOWED = /^\/(productedition|edition)\/(add|edit\/\d+)$/;

export function safeReturnTo(value: string | null): string | null {
  return value && ALLOWED.test(value) ? value : null;
}

/** The query parameter the edition screen reads to add the new feature as a line. */
export const ADDED_FEATURE_PARAM = 'addedFeature';
