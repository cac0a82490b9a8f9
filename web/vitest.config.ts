import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    // build/: the build's own plugins (chunk groups…), plain functions.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Mantine ships plain CSS; jsdom does not need it.
    css: false,
    passWithNoTests: true,
    // Rendering Mantine in jsdom is slow on a busy 2-core machine; these are not timing tests.
    testTimeout: 30_000,
  },
});
