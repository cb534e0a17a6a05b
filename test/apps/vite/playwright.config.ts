import { defineConfig } from 'playwright/test'

// The app is built and served by the caller (`vite preview`): BASE_URL names it. Chromium is the
// system's (CHROMIUM_PATH), so nothing is downloaded.
export default defineConfig({
  testDir: 'tests',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'line',
  use: {
    baseURL: process.env.BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: JSON.parse(process.env.CHROMIUM_ARGS ?? '[]'),
    },
  },
})
