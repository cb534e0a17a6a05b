import { defineConfig } from 'playwright/test'

// The app is built and served by the caller (`next start`): BASE_URL names it. Chromium is the
// system's (CHROMIUM_PATH), so nothing is downloaded. One worker: both specs share the machine
// with the server, and each worker starts its own local chain.
export default defineConfig({
  testDir: 'tests',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: 'line',
  use: {
    baseURL: process.env.BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: JSON.parse(process.env.CHROMIUM_ARGS ?? '[]'),
    },
  },
})
