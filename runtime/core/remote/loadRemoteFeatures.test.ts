import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultFixture } from '../../../sandbox/walletApi/defaultFixture.js'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import type { AppKit } from '../AppKit.js'
import type { AlertKey } from '../alerts/alertCatalog.js'
import { createAppKit } from '../createAppKit.js'
import type { AppKitEvents } from '../events/AppKitEvents.js'
import { testConfig } from '../fixtures/testConfig.js'
import type { Logger } from '../logger/createLogger.js'
import { loadRemoteFeatures } from './loadRemoteFeatures.js'

// Against the sandbox's stand-in Wallet API: the real paths, query and answer shapes, and its
// fault switches for the statuses and bodies the real service sends.
let server: WalletApi
beforeAll(async () => {
  server = await startWalletApi()
})
afterAll(() => server.close())
beforeEach(() => {
  server.fixture.features = defaultFixture().features
  server.setFault('/appkit/v1/config', undefined)
  server.requests.length = 0
})

interface Kit {
  appKit: AppKit
  warnings: string[]
  alerts: AppKitEvents['alert'][]
  /** Resolves with the first alert, within a generous bound (its words are a lazy chunk). */
  firstAlert(): Promise<AlertKey>
}

function kit(features: Record<string, unknown> = {}, walletApi = `${server.url}/`): Kit {
  const warnings: string[] = []
  const logger: Logger = {
    error: () => undefined,
    warn: (message) => warnings.push(message),
    info: () => undefined,
    debug: () => undefined,
  }
  const config = testConfig({ features, services: { walletApi } as never })
  const appKit = createAppKit(config, { storage: null, window: null, logger })
  const alerts: AppKitEvents['alert'][] = []
  appKit.events.on('alert', (alert) => alerts.push(alert))
  const firstAlert = async () => {
    await vi.waitFor(() => expect(alerts.length).toBeGreaterThan(0), { timeout: 10_000 })
    return alerts[0]?.key as AlertKey
  }
  return { appKit, warnings, alerts, firstAlert }
}

const defaultSocials = 'google, x, discord, farcaster, github, apple, facebook'
const ignored = (warnings: string[]) =>
  warnings.filter((line) => line.startsWith('Local configuration ignored'))

describe('loadRemoteFeatures', () => {
  it('merges the remote features over the local ones and logs each override once', async () => {
    server.fixture.features = defaultFixture().features.map((feature) =>
      feature.id === 'swaps' || feature.id === 'activity'
        ? { ...feature, isEnabled: false }
        : feature,
    )
    const { appKit, warnings } = kit({ onramp: false })
    expect(await loadRemoteFeatures(appKit)).toBe('remote')
    expect(appKit.stores.features.getState()).toMatchObject({
      swaps: false,
      activity: false,
      onramp: true,
      email: true,
      source: 'remote',
    })
    expect(ignored(warnings)).toEqual([
      'Local configuration ignored: features.swaps is disabled remotely (local: enabled)',
      'Local configuration ignored: features.onramp is enabled remotely (local: disabled)',
      'Local configuration ignored: features.activity is disabled remotely (local: enabled)',
    ])
    const [request] = server.requests
    expect(request?.path).toBe('/appkit/v1/config')
    expect(request?.query.projectId).toBe(appKit.config.projectId)
  })

  it('fetches once per instance, however often it is asked', async () => {
    server.fixture.features = [{ id: 'email', isEnabled: false, config: null }]
    const { appKit, warnings } = kit()
    const results = await Promise.all([loadRemoteFeatures(appKit), loadRemoteFeatures(appKit)])
    expect(await loadRemoteFeatures(appKit)).toBe('remote')
    expect(results).toEqual(['remote', 'remote'])
    expect(server.requests.filter((r) => r.path === '/appkit/v1/config')).toHaveLength(1)
    expect(ignored(warnings)).toHaveLength(1)
  })

  it('logs nothing when the remote side agrees with the config', async () => {
    const { appKit, warnings } = kit()
    expect(await loadRemoteFeatures(appKit)).toBe('remote')
    expect(warnings).toEqual([])
    expect(appKit.stores.features.getState().source).toBe('remote')
  })

  it('ignores unknown ids and hostile provider names', async () => {
    server.setFault('/appkit/v1/config', {
      body: {
        features: [
          {
            id: 'socials',
            isEnabled: true,
            config: ['github', '\u001b[2J<script>', 'p'.repeat(9)],
          },
          { id: 'teleport', isEnabled: true, config: null },
          { id: 'swaps', isEnabled: 'no' },
        ],
      },
    })
    const { appKit, warnings } = kit()
    expect(await loadRemoteFeatures(appKit)).toBe('remote')
    expect(appKit.stores.features.getState()).toMatchObject({ socials: ['github'], swaps: true })
    expect(ignored(warnings)).toEqual([
      `Local configuration ignored: features.socials is github remotely (local: ${defaultSocials})`,
    ])
    for (const unsafe of ['\u001b', 'script', 'ppp'])
      expect(warnings.join('\n')).not.toContain(unsafe)
  })

  it.each([
    [429, 'RATE_LIMITED'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
    // The stand-in's 403 says 'Unauthorized: origin not allowed', a mapped server message.
    [403, 'ORIGIN_NOT_ALLOWED'],
  ] as const)('keeps the local features on a %i and raises %s once', async (status, key) => {
    server.setFault('/appkit/v1/config', { status })
    const { appKit, warnings, alerts, firstAlert } = kit()
    const before = appKit.stores.features.getState()
    expect(await loadRemoteFeatures(appKit)).toBe('local')
    expect(appKit.stores.features.getState()).toBe(before)
    expect(await firstAlert()).toBe(key)
    expect(warnings.filter((line) => line.startsWith('Could not load'))).toEqual([])
    expect(alerts).toHaveLength(1)
  })

  it.each([
    // A project id the service does not know.
    [403, 'Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    [401, 'JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
    [400, 'Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
    // Unmapped words: a 403 is an origin refused, a 401 a project id.
    [403, 'Forbidden', 'ORIGIN_NOT_ALLOWED'],
    [401, 'Unauthorized: missing projectId', 'INVALID_PROJECT_ID'],
  ] as const)('on a %i saying %j raises %s', async (status, message, key) => {
    const stub: typeof fetch = async () => new Response(JSON.stringify({ message }), { status })
    const { appKit, warnings, firstAlert } = kit()
    expect(await loadRemoteFeatures(appKit, { fetch: stub })).toBe('local')
    expect(await firstAlert()).toBe(key)
    expect(warnings).toEqual([])
  })

  it('only logs another refused status whose words map to no alert', async () => {
    const stub: typeof fetch = async () =>
      new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 })
    const { appKit, warnings, alerts } = kit()
    expect(await loadRemoteFeatures(appKit, { fetch: stub })).toBe('local')
    expect(warnings).toEqual([
      'Could not load the remote configuration (HTTP request failed: Not Found); the local features stand.',
    ])
    expect(alerts).toEqual([])
  })

  it('keeps the local features on a malformed answer, with one warning and no alert', async () => {
    server.setFault('/appkit/v1/config', { malformed: true })
    const { appKit, warnings, alerts } = kit()
    expect(await loadRemoteFeatures(appKit)).toBe('local')
    expect(appKit.stores.features.getState().source).toBe('local')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^Could not load the remote configuration \(Invalid response/)
    expect(warnings[0]).toMatch(/the local features stand\.$/)
    expect(alerts).toEqual([])
  })

  it('keeps the local features when the answer has no features list', async () => {
    server.setFault('/appkit/v1/config', { body: { flags: [] } })
    const { appKit, warnings } = kit()
    expect(await loadRemoteFeatures(appKit)).toBe('local')
    expect(warnings).toHaveLength(1)
  })

  it('keeps the local features offline, with one warning', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    const { appKit, warnings, alerts } = kit()
    expect(await loadRemoteFeatures(appKit, { fetch: offline })).toBe('local')
    expect(warnings).toEqual([
      'Could not load the remote configuration (HTTP request failed: No answer from the service: offline, or the address is unreachable.); the local features stand.',
    ])
    expect(alerts).toEqual([])
  })

  it('gives up on a slow answer after its bound, keeping the local features', async () => {
    server.setFault('/appkit/v1/config', { delayMs: 5_000 })
    const { appKit, warnings } = kit()
    const started = Date.now()
    expect(await loadRemoteFeatures(appKit, { timeoutMs: 200 })).toBe('local')
    expect(Date.now() - started).toBeLessThan(4_000)
    expect(warnings).toEqual([
      'Could not load the remote configuration (The request took too long to respond.: No answer within 0.2 s.); the local features stand.',
    ])
  })

  it('changes and logs nothing once cancelled', async () => {
    server.fixture.features = [{ id: 'swaps', isEnabled: false, config: null }]
    server.setFault('/appkit/v1/config', { delayMs: 5_000 })
    const { appKit, warnings, alerts } = kit()
    const controller = new AbortController()
    const loading = loadRemoteFeatures(appKit, { signal: controller.signal })
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 10_000 })
    controller.abort()
    expect(await loading).toBe('cancelled')
    expect(appKit.stores.features.getState()).toMatchObject({ swaps: true, source: 'local' })
    expect(warnings).toEqual([])
    expect(alerts).toEqual([])
  })
})
