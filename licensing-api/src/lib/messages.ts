// Texts the REST API answers with that the SPEC's screens do not show (theirs live in
// @licensing/domain). Written after ASP.NET Web API, whose clients the SPEC describes.

export const apiMessages = {
  incorrectCredentials: 'The user name or password is incorrect.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Please try again later.',
  unsupportedGrantType: (grantType: string) =>
    `The grant_type '${grantType}' is not supported. Use grant_type=password.`,
  authorizationDenied: 'Authorization has been denied for this request.',
  adminOnly: 'Only administrators may do this.',
  headOnWrite: 'This route changes data: call it with its own method, not HEAD.',
  notFound: (entityLabel: string) => `${entityLabel} not found.`,
  duplicateLicense: 'A license with this Order Number already exists.',
  // Never echoes the path: an answer that repeats what the caller wrote is a reflection vector.
  noRoute: 'No HTTP resource was found that matches the request URI.',
  headersTooLarge: 'The request line or headers are too large.',
  badRequest: 'The request is malformed.',
  requestTimeout: 'The request took too long to arrive.',
  internalError: 'An error has occurred.',
  databaseUnavailable: 'The database is unavailable.',
  invalidJsonBody: 'The request body is not valid JSON.',
  // Fastify's own refusals, in words that never repeat the request (plugins/infrastructure/errors.ts).
  uriTooLong: 'The request URI is too long.',
  invalidUri: 'The request URI is not valid.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The content type of the request body is not supported.',
  bodyLengthMismatch: 'The request body does not match its Content-Length.',
  fieldRequired: (field: string) => `The ${field} field is required.`,
  fieldInvalid: (field: string, problem: string) => `The ${field} field ${problem}.`,
  bodyInvalid: (problem: string) => `The request body ${problem}.`,
  // Lists (src/crud).
  unknownSortField: (field: string) => `Unknown sort field '${field}'.`,
  unknownFilterField: (field: string) => `Unknown filter field '${field}'.`,
  filterableFields: (fields: readonly string[]) => `Filterable fields: ${fields.join(', ')}.`,
  credentialFilter: (field: string) => `A read-only token may not filter by '${field}'.`,
  containsNul: (field: string) => `The ${field} field must not contain NUL characters.`,
  invalidJsonParameter: (parameter: string) => `The ${parameter} parameter is not a valid JSON array.`,
  invalidSortItem: "Each MultipleOrders item needs a FieldName and a Type of 'asc' or 'desc'.",
  invalidFilterItem: 'Each Filters item needs a FieldName and a FilterValue.',
  // Bulk actions and exports (src/crud/bulk-routes.ts).
  bulkInUse: (refusals: readonly string[]) => `Nothing was deleted. ${refusals.join(' ')}`,
  bulkNotDone: (refusals: readonly string[]) => `Nothing was changed. ${refusals.join(' ')}`,
  tooManyIds: (field: string, max: number) => `The ${field} field takes at most ${max} ids.`,
  exportsBusy: (max: number) =>
    `${max} exports are running already: try again after the time Retry-After gives.`,
  unknownColumn: (name: string, allowed: readonly string[]) =>
    `Unknown column '${name}'. Columns: ${allowed.join(', ')}.`,
  tooManyFilterIds: (field: string, max: number) => `Filter field '${field}' takes at most ${max} ids.`,
  invalidFilterValue: (field: string, value: string) =>
    `The value '${value}' is not valid for filter field '${field}'.`,
  dayRangeFilter: (field: string) =>
    `${field} takes a range of days, YYYY-MM-DD..YYYY-MM-DD; either end may be left out.`,
  choiceFilter: (field: string, choices: readonly string[]) => `${field} takes one of ${choices.join(', ')}.`,
} as const;
