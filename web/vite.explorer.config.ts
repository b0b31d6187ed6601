// The GraphQL explorer's page (explorer.html, served at /explorer), built apart from the web client
// into the same dist: sharing no chunk with it, adding GraphiQL changes nothing the client's pages
// load, nor how their chunks split. Runs after vite.config.ts's build, which empties dist.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * GraphiQL's stylesheet embeds its fonts (Roboto, Fira Code) as base64 woff2, 270 KiB gzipped that
 * every visit would load; the page uses the system's fonts instead (src/explorer/explorer.css).
 */
function withoutEmbeddedFonts(): Plugin {
  return {
    name: 'graphiql-without-embedded-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/graphiql\/dist\/style\.css$/.test(id.split('?')[0] ?? '')) return undefined;
      return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
    },
  };
}

export default defineConfig({
  plugins: [withoutEmbeddedFonts(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // scripts/bundle-size.mjs weighs the page from it.
    manifest: '.vite/explorer-manifest.json',
    // GraphiQL is one module graph the page needs whole; splitting it would only add requests.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { input: 'explorer.html' },
  },
});
