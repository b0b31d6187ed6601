// Integrator tokens (beyond SPEC): a user's named bearer tokens for scripts, so a script never holds
// a person's password. A read token only reads; a write token may do what its user may.
import { type InferType, number, object, string } from 'yup';
import { blankToUndefined, requiredText } from './schema-fields.js';

export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const MAX_TOKEN_DAYS = 365;

export const apiTokenMessages = {
  readOnly: 'This token may only read.',
  invalidScope: "Scope must be 'read' or 'write'",
} as const;

export const apiTokenSchema = object({
  name: requiredText(100).label('Name'),
  scope: string().required('Scope').oneOf(TOKEN_SCOPES, apiTokenMessages.invalidScope),
  expiresInDays: number()
    .transform(blankToUndefined)
    .typeError('Expires In (days) must be a number')
    .required('Expires In (days)')
    .integer('Expires In (days) must be a whole number')
    .min(1, 'Expires In (days) must be 1 or more')
    .max(MAX_TOKEN_DAYS, `Expires In (days) must be at most ${MAX_TOKEN_DAYS}`),
});

export type ApiTokenValues = InferType<typeof apiTokenSchema>;
