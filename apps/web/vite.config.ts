import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://127.0.0.1:3001';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/ws': { target: API_ORIGIN, ws: true, changeOrigin: true },
};

/** Vendor code that every page needs goes in stable chunks that stay cached across deploys. */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  query: /node_modules\/@tanstack\//,
  i18n: /node_modules\/(i18next|react-i18next)\//,
};

/**
 * The server entry carries its own production build of React and every library it draws with:
 * React picks its development build (several times slower to render) from NODE_ENV when it is
 * loaded, and the server's NODE_ENV means something else (the demo's outbox and payment page).
 */
const SSR_BUNDLE: UserConfig = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? SSR_BUNDLE : {}),
  plugins: [react()],
  // The CV editor's PDF drawing (react-pdf) registers its standard fonts on the pdfkit it imports;
  // one copy in the bundle keeps the document and the registration on the same one.
  resolve: { dedupe: ['pdfkit'] },
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    // Read by scripts/bundle-budget.mjs to find what the home page loads.
    manifest: true,
    // A page the server draws lists all its code itself (boot.ts); only a move to another page in
    // the browser uses these lists. Each lazy page keeps its styles in them and leaves its shared
    // code to the browser's own import graph: a second step on a page change, against a 4 KB
    // (gzipped) table of every chunk's dependencies in the first download of every page.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'js'
          ? dependencies.filter((dependency) => dependency.endsWith('.css'))
          : dependencies,
    },
    rollupOptions: {
      // The app, and the small module that starts it on server-drawn pages once they have painted.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', boot: 'src/boot.ts' } }),
      output: {
        manualChunks(id) {
          return Object.keys(VENDOR_CHUNKS).find((name) => VENDOR_CHUNKS[name]?.test(id));
        },
      },
    },
  },
}));
