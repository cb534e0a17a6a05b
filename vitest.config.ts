import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', 'dist/**', '**/*.dom.test.ts', '**/*.browser.test.ts'],
          globalSetup: ['test/globalSetup.ts'],
          // The e2e flows take 10 to 25 s each in Chromium on the sandbox; a loaded machine
          // doubles that. A hung test still ends, a minute in.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['**/*.dom.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'dist/**'],
          setupFiles: ['test/domSetup.ts'],
          // Above the 10 s bound of testing-library's waits (test/domSetup.ts).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // Found up front: a dependency discovered mid-run makes Vite reload the test page.
        optimizeDeps: { include: ['idb-keyval', 'viem/accounts'] },
        test: {
          name: 'browser',
          include: ['**/*.browser.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'dist/**'],
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            // Loaded lazily so the node project does not pay for the provider.
            provider: (await import('@vitest/browser-playwright')).playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
          },
        },
      },
    ],
    typecheck: { enabled: true, include: ['**/*.test-d.ts'], exclude: ['**/node_modules/**'] },
  },
})
