import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import { defaultFixture } from '../../sandbox/walletApi/defaultFixture.js'
import {
  connectSandboxWallet,
  openExample,
  setupE2eSession,
  uncaughtErrors,
} from './exampleSession.js'

// The project's remote configuration in Chromium (test/e2e/remoteFeaturesApp: every feature on
// locally, logLevel 'warn'): the sandbox's stand-in Wallet API answers `/appkit/v1/config`, the
// kit fetches it after the page's first paint, merges it over the local features, and the account
// hub follows; each local setting it overrides is logged on the console.
const app = fileURLToPath(new URL('./remoteFeaturesApp/', import.meta.url))
const e2e = setupE2eSession(() => runDev({ cwd: app, injectDevWallet: false, exclusive: false }))
const wait = { timeout: 30_000 }

const walletApi = () => e2e.session.sandbox.walletApi

afterEach(async () => {
  walletApi().setFault('/appkit/v1/config', undefined)
  await walletApi().setRemoteConfig({ features: defaultFixture().features })
})

/** The app with the console's lines collected from before its first script runs. */
async function openApp(
  beforeLoad?: (context: BrowserContext) => Promise<unknown>,
): Promise<{ page: Page; console: string[] }> {
  const lines: string[] = []
  const page = await openExample(e2e.browser, e2e.session, {}, async (context) => {
    context.on('console', (message) => lines.push(message.text()))
    await beforeLoad?.(context)
  })
  return { page, console: lines }
}

/** The account hub, once its buttons are in (Receive is not a remote feature: always there). */
async function openHub(page: Page) {
  await page.getByRole('button', { name: /, account / }).click()
  const hub = page.getByRole('dialog', { name: 'Account' })
  await hub.getByRole('button', { name: 'Receive', exact: true }).waitFor(wait)
  return hub
}

const configRequests = () =>
  walletApi().requests.filter((request) => request.path === '/appkit/v1/config').length

describe('the remote configuration in Chromium', () => {
  it('turns Swap and the Activity tab off over the local config, and logs what it ignored', async () => {
    await walletApi().setRemoteFeature('swaps', { isEnabled: false })
    await walletApi().setRemoteFeature('activity', { isEnabled: false })
    const { page, console } = await openApp()
    const ignored = () => console.filter((line) => line.includes('Local configuration ignored'))
    await expect.poll(() => ignored().length, wait).toBe(2)
    expect(ignored()).toEqual([
      '[appkit] Local configuration ignored: features.swaps is disabled remotely (local: enabled)',
      '[appkit] Local configuration ignored: features.activity is disabled remotely (local: enabled)',
    ])

    // Fetched after the page's first paint and its load event: it delays neither.
    const timing = await page.evaluate(() => {
      const config = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/appkit/v1/config'))
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return {
        fetched: config?.startTime ?? -1,
        loaded: navigation?.loadEventEnd ?? Number.POSITIVE_INFINITY,
        painted: paint?.startTime ?? Number.POSITIVE_INFINITY,
      }
    })
    expect(timing.fetched).toBeGreaterThanOrEqual(timing.loaded)
    expect(timing.fetched).toBeGreaterThanOrEqual(timing.painted)

    await connectSandboxWallet(page)
    const hub = await openHub(page)
    expect(await hub.getByRole('button', { name: 'Buy', exact: true }).count()).toBe(1)
    expect(await hub.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
    expect(await hub.getByRole('tab', { name: 'NFTs' }).count()).toBe(1)
    expect(await hub.getByRole('tab', { name: 'Activity' }).count()).toBe(0)
    // Once per page, whatever the modal did since.
    expect(ignored()).toHaveLength(2)
    expect(configRequests()).toBeGreaterThan(0)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('keeps the local features when the remote configuration answers 500, and the modal works', async () => {
    walletApi().setFault('/appkit/v1/config', { status: 500 })
    const before = configRequests()
    const { page, console } = await openApp()
    await expect.poll(configRequests, wait).toBe(before + 1)
    await expect
      .poll(
        () =>
          console.some((line) => line.includes('Server Error: Failed to get app configuration.')),
        wait,
      )
      .toBe(true)

    await connectSandboxWallet(page)
    const hub = await openHub(page)
    await hub.getByRole('button', { name: 'Swap', exact: true }).waitFor(wait)
    expect(await hub.getByRole('tab', { name: 'Activity' }).count()).toBe(1)
    expect(console.filter((line) => line.includes('Local configuration ignored'))).toEqual([])
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('keeps the local features when the remote configuration cannot be reached, with one warning', async () => {
    // The Wallet API's config route is down; the rest of the service answers.
    const { page, console } = await openApp((context) =>
      context.route('**/appkit/v1/config*', (route) => route.abort('connectionrefused')),
    )
    await expect
      .poll(() => console.filter((line) => line.includes('remote configuration')).length, wait)
      .toBe(1)
    expect(console.find((line) => line.includes('remote configuration'))).toMatch(
      /Could not load the remote configuration \(HTTP request failed: .*\); the local features stand\./,
    )

    await connectSandboxWallet(page)
    const hub = await openHub(page)
    await hub.getByRole('button', { name: 'Swap', exact: true }).waitFor(wait)
    expect(await hub.getByRole('tab', { name: 'Activity' }).count()).toBe(1)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)
})
