// The GraphQL explorer (/explorer, a page of its own: the web client's bundles never load it).
// GraphiQL 4 from npm, bundled: CodeMirror 5 editors, no web workers, nothing from a CDN, so the
// gateway's Content-Security-Policy holds as it is. Operations go to /graphql on this origin, so
// the browser's session cookie signs them; a token typed in Headers goes instead, and also as the
// graphql-ws connectionParams of a subscription.
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher, type Fetcher, type Storage } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_OPERATIONS } from './examples';

type Theme = 'light' | 'dark';

/**
 * localStorage without request headers: GraphiQL's history keeps each run's headers whatever
 * `shouldPersistHeaders` says, and a pasted token must not outlive the tab.
 */
const storageWithoutHeaders: Storage = {
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => {
    if (key.endsWith(':headers')) return;
    let kept = value;
    try {
      kept = JSON.stringify(JSON.parse(value, (name, field) => (name === 'headers' ? undefined : field)));
    } catch {
      // Not JSON (a query's text, an editor's width): nothing of a header in it.
    }
    localStorage.setItem(key, kept);
  },
  removeItem: (key) => localStorage.removeItem(key),
  clear: () => localStorage.clear(),
  get length() {
    return localStorage.length;
  },
};

const graphiqlFetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
  // The gateway answers one JSON result; asking for multipart would only add a header.
  enableIncrementalDelivery: false,
});

/**
 * GraphiQL names the operation to run from the editor a moment after each keystroke, so a run
 * right after typing can carry the previous document's name ("Unknown operation named …"): a
 * name the document does not define gives way to its one operation's.
 */
const namingFetcher: Fetcher = (params, options) => {
  if (!params.operationName) return graphiqlFetcher(params, options);
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(params.query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return graphiqlFetcher(params, options); // The gateway names the syntax error.
  }
  const named = operations.some((operation) => operation.name?.value === params.operationName);
  const operationName = named || operations.length !== 1 ? params.operationName : operations[0]!.name?.value;
  return graphiqlFetcher({ ...params, operationName: operationName ?? null }, options);
};

/** Told when a run is refused for want of a session: the one the page found may have ended since. */
let sessionRefused = () => {};

const refusedForSession = (result: unknown) =>
  (result as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors?.some(
    (error) => error.extensions?.code === 'UNAUTHENTICATED',
  ) ?? false;

const fetcher: Fetcher = (params, options) => {
  const run = namingFetcher(params, options);
  if (run instanceof Promise)
    void run.then(
      (result) => refusedForSession(result) && sessionRefused(),
      () => undefined, // GraphiQL shows the failure.
    );
  return run;
};

/** The web client's theme choice as this browser remembers it (public/theme.js, shell/theme.ts). */
function rememberedTheme(): Theme | null {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : null;
}

interface Me {
  userName: string;
  theme: Theme | null;
}

/** Who the cookie signs in, if anyone: `me` runs without a session and answers null then. */
async function whoAmI(): Promise<Me | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { userName theme } }' }),
    });
    const { data } = (await response.json()) as { data?: { me: Me | null } };
    return data?.me ?? null;
  } catch {
    return null;
  }
}

/**
 * CodeMirror 5 takes each editor's typing in a textarea of its own, which GraphiQL leaves unnamed:
 * a screen reader would announce four bare text boxes. Each is named after its editor
 * (CodeMirror's screenReaderLabel option) as GraphiQL makes or remakes it.
 */
const EDITOR_LABELS: [selector: string, label: string][] = [
  ['.graphiql-query-editor .CodeMirror', 'Query'],
  ['.graphiql-editor-tool > .graphiql-editor:nth-child(1) .CodeMirror', 'Variables'],
  ['.graphiql-editor-tool > .graphiql-editor:nth-child(2) .CodeMirror', 'Headers'],
  ['.result-window .CodeMirror', 'Result'],
];

type CodeMirrorElement = Element & {
  CodeMirror?: { getOption(name: string): unknown; setOption(name: string, value: unknown): void };
};

function labelEditors(): void {
  for (const [selector, label] of EDITOR_LABELS) {
    const editor = (document.querySelector(selector) as CodeMirrorElement | null)?.CodeMirror;
    if (editor && editor.getOption('screenReaderLabel') !== label)
      editor.setOption('screenReaderLabel', label);
  }
}

function Explorer() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [theme, setTheme] = useState(rememberedTheme);
  useEffect(() => {
    const ask = () =>
      void whoAmI().then((answer) => {
        setMe(answer);
        // The server's choice wins over this browser's memory of it, as in the web client.
        if (answer) setTheme(answer.theme);
      });
    ask();
    // Asked again when a run is refused, or the tab comes back (a sign-in or -out elsewhere).
    sessionRefused = ask;
    const onVisible = () => document.visibilityState === 'visible' && ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      sessionRefused = () => {};
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  useEffect(() => {
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
  }, [theme]);

  return (
    <div className="explorer">
      <header className="explorer-bar">
        <h1>GraphQL explorer</h1>
        <p className="explorer-who" role="status">
          {me === undefined
            ? ''
            : me
              ? `Operations run as ${me.userName}.`
              : 'Not signed in: only introspection runs. Sign in to the back office, or use a token.'}
        </p>
        <p className="explorer-hint">
          With a token, put <code>{'{"authorization": "Bearer lic_…"}'}</code> in Headers.
        </p>
        <nav aria-label="Explorer links">
          <a href="/schema.graphql">schema.graphql</a>
          <a href="/">Back office</a>
        </nav>
      </header>
      <main className="explorer-main">
        <GraphiQL
          fetcher={fetcher}
          defaultTabs={EXAMPLE_OPERATIONS}
          defaultEditorToolsVisibility
          forcedTheme={theme ?? 'system'}
          // A pasted token stays in this tab's memory only, never in localStorage.
          storage={storageWithoutHeaders}
          shouldPersistHeaders={false}
          showPersistHeadersSettings={false}
        />
      </main>
    </div>
  );
}

const root = document.getElementById('explorer');
if (!root) throw new Error('explorer.html has no #explorer');
new MutationObserver(labelEditors).observe(root, { childList: true, subtree: true });
createRoot(root).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
