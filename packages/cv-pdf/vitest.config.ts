import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Drawing a PDF takes seconds on a busy machine, and the first one loads the fonts.
  test: { name: 'cv-pdf', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
});
