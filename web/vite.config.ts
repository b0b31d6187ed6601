import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Theme, webDarkTheme, webLightTheme } from '@fluentui/react-theme';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { inlineDocuments } from './inline-documents.ts';

/**
 * The Fluent themes as a stylesheet (`import 'virtual:theme.css'`): their tokens as CSS variables on
 * :root, instead of a theme object the FluentProvider turns into a style element at startup. Light,
 * or dark where the page's data-theme says so (the user's choice, src/shell/theme.ts) or, with no
 * choice, where the operating system prefers dark. Only on screen: a printed page is always light.
 */
function themeStylesheet(): Plugin {
  const id = 'virtual:theme.css';
  const resolved = `\0${id}`;
  const variables = (theme: Theme, only?: Theme) =>
    Object.entries(theme)
      .filter(([token, value]) => !only || only[token as keyof Theme] !== value)
      .map(([token, value]) => `--${token}:${value};`)
      .join('');
  // The dark theme's differences from the light one.
  const dark = `color-scheme:dark;${variables(webDarkTheme, webLightTheme)}`;
  const css = [
    `:root{color-scheme:light;${variables(webLightTheme)}}`,
    `html{background-color:var(--colorNeutralBackground1);color:var(--colorNeutralForeground1)}`,
    `@media screen{:root[data-theme=dark]{${dark}}}`,
    `@media screen and (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}`,
  ].join('\n');
  return {
    name: 'theme-stylesheet',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? css : undefined),
  };
}

/**
 * React Router's package resolves to its development build in every bundle, warnings and all
 * (remix-run/react-router#14102); a production build takes the production files it ships beside.
 */
function reactRouterProductionBuild() {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

// The GraphQL gateway (HTTP and graphql-ws) runs on port 4000 in development; in production it
// serves this client itself, so `/graphql` is always same-origin.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig(({ command }) => ({
  plugins: [inlineDocuments(new URL('./src/gql/', import.meta.url)), themeStylesheet(), react()],
  // draft-js's helpers (fbjs) read Node's `global`.
  define: { global: 'globalThis' },
  resolve: {
    // 'source' makes workspace packages (@licensing/domain) resolve to their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? reactRouterProductionBuild() : [],
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to weigh each route.
    manifest: true,
  },
}));
