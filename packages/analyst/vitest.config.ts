import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'analyst', include: ['src/**/*.test.ts'], passWithNoTests: true },
});
