// Gzipped JavaScript and CSS each route of the built web client loads (web/dist, after `npm run
// build -w web`): the entry, the layouts above the route and the route's screen, with everything
// they import statically, each file once. Parts a screen loads lazily once it shows (the rich text
// editor, the dashboard's charts, dialogs, the toaster) are weighed apart, as what they add to the
// shell. `--check` (run by `npm test`) fails when a route grows past its budget; bench.mjs prints
// them. The GraphQL explorer (/explorer) is a page of its own, built apart (web/vite.explorer.config.ts)
// and weighed apart, with everything it loads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'web/dist');

// Issue 29 raised both by what every screen now needs: the dark theme's tokens (1.9 KiB, before first
// paint), and on list screens the selection, export, saved views and column chooser.
// The explorer (issue 30): GraphiQL 4 and its CodeMirror 5 editors, React, graphql, markdown-it and
// framer-motion, 423 KiB without GraphiQL's embedded fonts.
export const BUDGETS_KIB = { signIn: 152, route: 355, explorer: 430 };

/** Chunks a route loads before it shows: public screens skip the shell, /signin the router too. */
const LAYERS = {
  signIn: ['src/session/SignIn.tsx'],
  public: ['src/router.tsx', 'src/apollo/ApolloRoot.tsx'],
  shell: ['src/router.tsx', 'src/apollo/ApolloRoot.tsx', 'src/shellRoutes.tsx', 'src/shell/AppShell.tsx'],
};

/** The entry's own lazy part, not a screen. */
const ENTRY_PART = 'src/shared/Toaster.tsx';

function gzipped(file) {
  return /\.(js|css)$/.test(file) ? gzipSync(readFileSync(join(dist, file)), { level: 9 }).length : 0;
}

const sizes = new Map();

/** Gzipped bytes of the chunks `keys` name in `manifest` and of what they import, each file once. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].reduce(
    (total, file) => total + (sizes.get(file) ?? sizes.set(file, gzipped(file)).get(file)),
    0,
  );
}

/** The explorer page: its entry, and the editors GraphiQL imports as it shows (every visit loads them). */
export function explorerSize() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/explorer-manifest.json'), 'utf8'));
  const page = 'explorer.html';
  return closure(manifest, [page, ...(manifest[page].dynamicImports ?? [])]);
}

export function routeSizes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  // Screens are what the router and the resource registry import lazily.
  const routing = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isEntry ||
      key === 'src/router.tsx' ||
      key === 'src/shellRoutes.tsx' ||
      manifest[key].name === 'resources',
  );
  const screens = new Set(routing.flatMap((key) => manifest[key].dynamicImports ?? []));
  const layerFiles = new Set(Object.values(LAYERS).flat());
  const layers = (key) =>
    key === LAYERS.signIn[0] ? [] : key.startsWith('src/session/') ? LAYERS.public : LAYERS.shell;
  const weigh = (key) => ({ route: key, bytes: closure(manifest, [...entry, ...layers(key), key]) });
  const isScreen = (key) => screens.has(key) && !layerFiles.has(key) && key !== ENTRY_PART;
  const routes = lazy.filter((key) => isScreen(key) || layerFiles.has(key)).map(weigh);
  const shell = closure(manifest, [...entry, ...LAYERS.shell]);
  const parts = lazy
    .filter((key) => !isScreen(key) && !layerFiles.has(key))
    .map((key) => ({ part: key, bytes: closure(manifest, [...entry, ...LAYERS.shell, key]) - shell }));
  const whole = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ].reduce((total, file) => total + gzipped(file), 0);
  return {
    signIn: routes.find((r) => r.route === LAYERS.signIn[0]).bytes,
    largest: routes.reduce((max, r) => (r.bytes > max.bytes ? r : max)),
    whole,
    routes,
    parts,
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { signIn, largest, whole, parts } = routeSizes();
  const explorer = explorerSize();
  console.log(`sign-in route ${kib(signIn)} (budget ${BUDGETS_KIB.signIn} KiB)`);
  console.log(`largest route ${largest.route}: ${kib(largest.bytes)} (budget ${BUDGETS_KIB.route} KiB)`);
  for (const { part, bytes } of parts) console.log(`lazy part ${part}: +${kib(bytes)}`);
  console.log(`whole client ${kib(whole)}`);
  console.log(`explorer page ${kib(explorer)} (budget ${BUDGETS_KIB.explorer} KiB)`);
  const over = [
    signIn > BUDGETS_KIB.signIn * 1024 && 'the sign-in route',
    largest.bytes > BUDGETS_KIB.route * 1024 && largest.route,
    explorer > BUDGETS_KIB.explorer * 1024 && 'the explorer page',
  ].filter(Boolean);
  if (process.argv.includes('--check') && over.length > 0) {
    console.error(`Over budget: ${over.join(', ')}`);
    process.exit(1);
  }
}
