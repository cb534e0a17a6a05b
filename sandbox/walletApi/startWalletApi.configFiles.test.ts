import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultFixture } from './defaultFixture.js'
import { startWalletApi, type WalletApi } from './startWalletApi.js'

const query = 'projectId=0123456789abcdef0123456789abcdef&st=appkit&sv=react-appkit-0.1.0'
const running: WalletApi[] = []
const folders: string[] = []

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-wallet-api-'))
  folders.push(dir)
  return dir
}

async function start(configDir: string | undefined, warnings: string[] = []) {
  const api = await startWalletApi({ configDir, onWarning: (text) => warnings.push(text) })
  running.push(api)
  return api
}

async function get(api: WalletApi, route: '/appkit/v1/config' | '/getAnalyticsConfig') {
  const response = await fetch(`${api.url}${route}?${query}`, {
    signal: AbortSignal.timeout(5_000),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const enabled = (body: Record<string, unknown>, id: string) =>
  (body.features as { id: string; isEnabled: boolean }[]).find((feature) => feature.id === id)
    ?.isEnabled

afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the Wallet API stand-in with config files (appkit dev)', () => {
  it("creates both files with appkit dev's defaults, remote multi-wallet on, and serves them", async () => {
    const dir = folder()
    const api = await start(dir)
    expect(api.configFiles).toEqual({
      remoteConfig: join(dir, 'remote-config.json'),
      analyticsConfig: join(dir, 'analytics-config.json'),
    })
    const remote = JSON.parse(readFileSync(join(dir, 'remote-config.json'), 'utf8'))
    // The fixture's features, which agree with the schema's defaults, but multi-wallet.
    const expected = defaultFixture().features.map((feature) =>
      feature.id === 'multi_wallet' ? { ...feature, isEnabled: true } : feature,
    )
    expect(remote).toEqual({ features: expected })
    expect((await get(api, '/appkit/v1/config')).body).toEqual(remote)
    expect((await get(api, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
  })

  it('never overwrites a file that exists, and serves each edit on the next request', async () => {
    const dir = folder()
    const mine = { features: [{ id: 'swaps', isEnabled: false, config: null }] }
    writeFileSync(join(dir, 'remote-config.json'), JSON.stringify(mine))
    const warnings: string[] = []
    const api = await start(dir, warnings)
    expect(JSON.parse(readFileSync(join(dir, 'remote-config.json'), 'utf8'))).toEqual(mine)
    expect((await get(api, '/appkit/v1/config')).body).toEqual(mine)

    const edited = { features: [{ id: 'swaps', isEnabled: true, config: ['1inch'] }] }
    writeFileSync(join(dir, 'remote-config.json'), JSON.stringify(edited))
    expect((await get(api, '/appkit/v1/config')).body).toEqual(edited)
    writeFileSync(join(dir, 'analytics-config.json'), '{ "isAnalyticsEnabled": false }')
    expect((await get(api, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: false })
    expect(warnings).toEqual([])
  })

  it('answers 500 for a file that is not JSON and warns once, naming it, until it is fixed', async () => {
    const dir = folder()
    const warnings: string[] = []
    const api = await start(dir, warnings)
    const file = join(dir, 'remote-config.json')
    writeFileSync(file, '{ "features": [ { "id": "email", ')
    for (let load = 0; load < 3; load++) {
      const answer = await get(api, '/appkit/v1/config')
      expect(answer.status).toBe(500)
      expect(answer.body.message).toContain(`${file} is not valid JSON`)
    }
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`${file} is not valid JSON`)
    expect(warnings[0]).toContain('/appkit/v1/config with 500')
    // The other route does not depend on it.
    expect((await get(api, '/getAnalyticsConfig')).status).toBe(200)

    writeFileSync(file, '{ "features": [] }')
    expect(await get(api, '/appkit/v1/config')).toEqual({ status: 200, body: { features: [] } })
    writeFileSync(file, 'nope')
    expect((await get(api, '/appkit/v1/config')).status).toBe(500)
    expect(warnings).toHaveLength(2)
  })

  it('warns at start-up about a file broken since the last run', async () => {
    const dir = folder()
    writeFileSync(join(dir, 'analytics-config.json'), '{ isAnalyticsEnabled: true }')
    const warnings: string[] = []
    const api = await start(dir, warnings)
    expect(warnings).toEqual([expect.stringContaining('analytics-config.json is not valid JSON')])
    expect((await get(api, '/getAnalyticsConfig')).status).toBe(500)
    expect(warnings).toHaveLength(1)
  })

  it('serves JSON of the wrong shape as written, with one warning saying what the kit skips', async () => {
    const dir = folder()
    const warnings: string[] = []
    const api = await start(dir, warnings)
    const written = {
      features: [
        { id: 'multiWallet', isEnabled: true, config: null },
        { id: 'socials', isEnabled: 'yes', config: null },
      ],
    }
    writeFileSync(join(dir, 'remote-config.json'), JSON.stringify(written))
    expect(await get(api, '/appkit/v1/config')).toEqual({ status: 200, body: written })
    await get(api, '/appkit/v1/config')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('features[0].id "multiWallet" is not a feature id')
    expect(warnings[0]).toContain('features[1] is not { "id": string, "isEnabled": boolean')
  })

  it('writes the defaults again when the file is deleted while running', async () => {
    const dir = folder()
    const api = await start(dir)
    rmSync(join(dir, 'remote-config.json'))
    const answer = await get(api, '/appkit/v1/config')
    expect(answer.status).toBe(200)
    expect(enabled(answer.body, 'multi_wallet')).toBe(true)
  })

  it('changes the files through the setters, keeping the other features', async () => {
    const dir = folder()
    const api = await start(dir)
    await api.setRemoteFeature('multi_wallet', { isEnabled: false })
    await api.setRemoteFeature('socials', { isEnabled: true, config: ['github'] })
    const remote = JSON.parse(readFileSync(join(dir, 'remote-config.json'), 'utf8'))
    expect(enabled(remote, 'multi_wallet')).toBe(false)
    expect(enabled(remote, 'email')).toBe(true)
    expect(
      remote.features.find((feature: { id: string }) => feature.id === 'socials').config,
    ).toEqual(['github'])
    await api.setAnalyticsEnabled(false)
    expect((await get(api, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: false })
    await api.setRemoteConfig({ features: [] })
    expect((await get(api, '/appkit/v1/config')).body).toEqual({ features: [] })
    writeFileSync(join(dir, 'remote-config.json'), '{')
    await expect(api.setRemoteFeature('email', { isEnabled: false })).rejects.toThrow(
      /cannot change .*remote-config\.json is not valid JSON/,
    )
  })
})

describe('the Wallet API stand-in in memory (tests)', () => {
  it('starts from the fixture, multi-wallet off, and the setters change the next answer', async () => {
    const api = await start(undefined)
    expect(api.configFiles).toBeUndefined()
    expect(enabled((await get(api, '/appkit/v1/config')).body, 'multi_wallet')).toBe(false)
    await api.setRemoteFeature('multi_wallet', { isEnabled: true })
    expect(enabled((await get(api, '/appkit/v1/config')).body, 'multi_wallet')).toBe(true)
    // A feature the list lacks is added.
    await api.setRemoteConfig({ features: [{ id: 'email', isEnabled: false, config: null }] })
    await api.setRemoteFeature('onramp', { isEnabled: true, config: ['meld'] })
    expect((await get(api, '/appkit/v1/config')).body).toEqual({
      features: [
        { id: 'email', isEnabled: false, config: null },
        { id: 'onramp', isEnabled: true, config: ['meld'] },
      ],
    })
    await api.setAnalyticsEnabled(false)
    expect((await get(api, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: false })
    // A fault still wins over the answer.
    api.setFault('/appkit/v1/config', { status: 503 })
    expect((await get(api, '/appkit/v1/config')).status).toBe(503)
  })
})
