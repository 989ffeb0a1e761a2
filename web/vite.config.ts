import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';

const graphUrl = process.env.GRAPH_URL ?? 'http://127.0.0.1:4000';
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Compiles graphql`` tags into imports of relay-compiler's artifacts. babel-plugin-relay would resolve
 * the root relay.config.js's artifact directory against the working directory (web/), so it is given
 * the absolute directory here instead.
 */
function relay(): Plugin {
  return {
    name: 'club:relay',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('graphql`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['relay', { artifactDirectory, eagerEsModules: true }]],
      });
      return result?.code ? { code: result.code, map: result.map ? JSON.stringify(result.map) : null } : null;
    },
  };
}

/** In development the runtime config comes from the environment `pnpm dev` sets; the portal serves its own. */
function runtimeConfig(): Plugin {
  const body = JSON.stringify({
    authority: process.env.OIDC_AUTHORITY ?? 'http://127.0.0.1:4011',
    clientId: 'club-web',
  });
  return {
    name: 'club:runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(body);
      });
    },
  };
}

type ViteManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

/**
 * The app shell the service worker precaches: index.html, the favicon, the entry's code with everything
 * it imports and its styles, and the language catalogues (the Japanese one is a chunk of its own). Page
 * code (pages, forms, sign-in) is not fetched ahead: the worker keeps each chunk when it is first loaded.
 * Read from Vite's manifest, which is written before the worker is built.
 */
function appShellOnly<Entry extends { url: string }>(entries: Entry[]) {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as ViteManifest;
  const shell = new Set(['index.html', 'favicon.svg']);
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    shell.add(chunk.file);
    for (const css of chunk.css ?? []) shell.add(css);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry || chunk.src?.startsWith('src/i18n/')) add(key);
  return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
}

/** The portal's server rendering (src/entry-server.tsx), built for Node beside the browser's build (dist-server/). */
const serverBuild = {
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  ssr: 'src/entry-server.tsx',
  target: 'node20',
  sourcemap: false,
  emptyOutDir: true,
  // One bundle for Node (the app's code without its dependencies): its size costs no visitor anything.
  chunkSizeWarningLimit: 4096,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [relay(), react(), runtimeConfig(), ...(isSsrBuild ? [] : browserOnlyPlugins())],
  // Media come from the platform through this origin in development, as through the portal's in production.
  server: {
    port: 5173,
    proxy: {
      '/graphql': graphUrl,
      '/media': process.env.PLATFORM_URL ?? 'http://127.0.0.1:4010',
      // The job applications' documents go to the platform directly (streamed, with upload progress).
      '/uploads': process.env.PLATFORM_URL ?? 'http://127.0.0.1:4010',
    },
  },
  preview: { port: 4173, proxy: { '/graphql': graphUrl } },
  // No source maps in the build: the portal serves dist/ as it is, and maps would publish the sources.
  // The manifest tells the portal which chunks each page needs (modulepreload links in its HTML).
  build: isSsrBuild
    ? serverBuild
    : {
        sourcemap: false,
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Named chunks: the framework changes seldom (stays cached across releases); sign-in and forms
              // load only on the pages that need them (the e2e suite checks the front page loads neither).
              groups: [
                { name: 'oidc', priority: 1, test: /node_modules[\\/]oidc-client-ts[\\/]/ },
                // Every route's query artifact: the router imports them all for its loaders, so they load at start
                // anyway. As one chunk (about 21 KB gzip) they are one request instead of one each (52 today),
                // which on a phone's connection held the page's image back behind them.
                { name: 'page-queries', priority: 1, test: /src[\\/]__generated__[\\/]\w+PageQuery\.graphql\.ts$/ },
                {
                  name: 'forms',
                  priority: 1,
                  test: /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
                },
                {
                  name: 'framework',
                  // Before the others, which would otherwise take React along as their dependency.
                  priority: 2,
                  test: /node_modules[\\/](react|react-dom|scheduler|react-relay|relay-runtime|react-router|i18next|react-i18next|@babel[\\/]runtime|fbjs|invariant|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['src/test/setup.ts'] },
}));

/** What only the browser's build needs: precompressed assets and the service worker. */
function browserOnlyPlugins() {
  return [
    // Brotli and gzip siblings of every text asset, served by the portal by Accept-Encoding (sirv).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    // The service worker at /sw.js (src/sw/sw.ts); main.tsx registers it in production builds.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg}'],
        // Hashed files are named by their content: they need no revision of their own.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [appShellOnly],
      },
    }),
  ];
}
