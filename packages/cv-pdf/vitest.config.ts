import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'cv-pdf', include: ['src/**/*.test.{ts,tsx}'] },
});
