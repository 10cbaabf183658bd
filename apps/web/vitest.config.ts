import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Page tests load lazy routes and catalogues; the web tests share two cores with the
    // database tiers in CI, where a page's first render can take several seconds.
    testTimeout: 15_000,
  },
});
