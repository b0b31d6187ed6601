// Build step for the typed documents of codegen's client preset: each `graphql(`…`)` call becomes
// that document's precompiled AST (with its `__meta__.hash`), written where it is used. gql.ts's
// `graphql()` looks documents up in a map of every document, and importing them from graphql.ts
// instead would still put them all in one shared chunk (a module never splits across chunks); so
// each route carries only the documents it runs. The build also ships codegen's manifest of the
// documents' hashes and texts for the gateway, and every fragment: the generic screens' writes and
// reads answer a screen's fragment that no operation of the manifest may spread.
import { readFileSync, statSync } from 'node:fs';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

type Definition = { kind: string; name?: { value: string } };

/** `kind name` of a document's own definition: its operation, or a fragment document's fragment. */
function keyOf(definitions: readonly Definition[]): string | undefined {
  const own = definitions.find((d) => d.kind === 'OperationDefinition') ?? definitions[0];
  return own?.name ? `${own.kind} ${own.name.value}` : undefined;
}

/** Every generated document of graphql.ts (one `export const … = {json} as unknown as …` line each). */
function generatedDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, json] of readFileSync(file, 'utf8').matchAll(
    /^export const \w+ = (\{.*\}) as unknown as /gm,
  )) {
    const key = keyOf((JSON.parse(json!) as { definitions: Definition[] }).definitions);
    if (key) documents.set(key, json!);
  }
  return documents;
}

export function inlineDocuments(gqlDirectory: URL): Plugin {
  const generated = new URL('graphql.ts', gqlDirectory).pathname;
  const manifest = new URL('persisted-documents.json', gqlDirectory).pathname;
  let documents = new Map<string, string>();
  let loadedAt = -1;
  /** The documents of graphql.ts as it is now (the dev server outlives a `npm run codegen`). */
  const current = () => {
    const modified = statSync(generated).mtimeMs;
    if (modified !== loadedAt) [documents, loadedAt] = [generatedDocuments(generated), modified];
    return documents;
  };
  return {
    name: 'inline-graphql-documents',
    enforce: 'pre',
    buildStart() {
      this.addWatchFile(generated);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDirectory.pathname) || !code.includes('graphql(`'))
        return null;
      const known = current();
      const inlined = code.replace(/\bgraphql\(`([^`]*)`\)/g, (_call, source: string) => {
        const key = keyOf(parse(source).definitions as readonly Definition[]);
        const json = key && known.get(key);
        if (!json)
          this.error(`${id}: no generated document for ${key ?? 'an unnamed one'}; run npm run codegen`);
        return json;
      });
      return { code: inlined, map: null };
    },
    // The gateway's list of the hashes it runs, and the fragments (gateway/src/persisted-documents.ts).
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/persisted-documents.json',
        source: readFileSync(manifest, 'utf8'),
      });
      const fragments = [...current()]
        .filter(([key]) => key.startsWith('FragmentDefinition '))
        .map(([key, json]) => [
          key.slice('FragmentDefinition '.length),
          (JSON.parse(json) as { definitions: Definition[] }).definitions.find(
            (definition) => definition.name?.value === key.slice('FragmentDefinition '.length),
          ),
        ]);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/fragments.json',
        source: JSON.stringify(Object.fromEntries(fragments)),
      });
    },
  };
}
