import { defineConfig, type ProxyOptions } from 'vite';
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

export default defineConfig({
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
    rollupOptions: {
      output: {
        manualChunks(id) {
          return Object.keys(VENDOR_CHUNKS).find((name) => VENDOR_CHUNKS[name]?.test(id));
        },
      },
    },
  },
});
