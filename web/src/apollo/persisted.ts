// The browser never sends an operation's text. A typed document (codegen's) goes as the SHA-256 of
// its text, which codegen embedded in it (`__meta__.hash`): the gateway runs the build's text for
// that hash. A generic screen's document goes as the entity operation it was built from
// (`__meta__.entityOperation`, shared/resource/documents.ts): the gateway builds the same text.
// `postOperation` sends one without the Apollo client, for the sign-in screen, which loads light.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';

type Meta = { hash?: unknown; entityOperation?: unknown };

/** The extension that stands for the document: `persistedQuery` (Apollo's shape) or `entityOperation`. */
export function persistedExtensions(document: DocumentNode): Record<string, unknown> {
  const meta = (document as { __meta__?: Meta }).__meta__;
  if (typeof meta?.hash === 'string') return { persistedQuery: { version: 1, sha256Hash: meta.hash } };
  if (meta?.entityOperation) return { entityOperation: meta.entityOperation };
  throw new Error('A document neither persisted nor built from a declaration: run npm run codegen.');
}

export type GraphQLErrorList = readonly { message?: string; extensions?: Record<string, unknown> }[];

/** The GraphQL errors (or none, for a transport failure) of an operation sent by `postOperation`. */
export class OperationFailed extends Error {
  constructor(readonly errors: GraphQLErrorList) {
    super(errors[0]?.message ?? 'The request failed.');
  }
}

export async function postOperation<Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: operation?.name?.value,
      variables,
      extensions: persistedExtensions(document),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: Data | null; errors?: GraphQLErrorList };
  if (body.errors?.length || !body.data) throw new OperationFailed(body.errors ?? []);
  return body.data;
}
