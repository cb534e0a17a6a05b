import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import { ApiError } from './ApiError.js'
import { getAppConfig } from './getAppConfig.js'
import { getWalletImageUrl } from './getWalletImageUrl.js'
import { sdkVersion } from './sdkVersion.js'
import { walletApiContext } from './WalletApiContext.js'

let server: WalletApi
const projectId = '0123456789abcdef0123456789abcdef'

beforeAll(async () => {
  server = await startWalletApi()
})
afterAll(() => server.close())

const api = () =>
  walletApiContext({ projectId, services: { walletApi: `${server.url}/` } as never })

describe('getAppConfig', () => {
  it('returns the validated remote features', async () => {
    const { features } = await getAppConfig(api())
    expect(features.find((feature) => feature.id === 'socials')?.config).toContain('google')
    expect(features.find((feature) => feature.id === 'multi_wallet')?.isEnabled).toBe(false)
    expect(server.requests.at(-1)?.path).toBe('/appkit/v1/config')
  })

  it("says 'failed to get app configuration' on a server error", async () => {
    server.setFault('/appkit/v1/config', { status: 500 })
    const error = await getAppConfig(api()).catch((reason: unknown) => reason)
    server.setFault('/appkit/v1/config', undefined)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'SERVER_ERROR',
      details: 'failed to get app configuration',
    })
  })

  it('drops features of the wrong shape, and refuses an answer without features', async () => {
    server.setFault('/appkit/v1/config', {
      body: {
        features: [
          { id: 'email', isEnabled: true },
          { id: 'swaps', isEnabled: 'yes' },
        ],
      },
    })
    expect((await getAppConfig(api())).features).toEqual([
      { id: 'email', isEnabled: true, config: null },
    ])
    server.setFault('/appkit/v1/config', { body: { flags: [] } })
    await expect(getAppConfig(api())).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    server.setFault('/appkit/v1/config', undefined)
  })
})

describe('getWalletImageUrl', () => {
  it('is the image route with the query every call carries, and serves the image', async () => {
    const url = getWalletImageUrl(api(), 'metamask-logo')
    expect(url).toBe(
      `${server.url}/getWalletImage/metamask-logo?projectId=${projectId}&st=appkit&sv=${sdkVersion}`,
    )
    const response = await fetch(url ?? '')
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
  })

  it('refuses image ids that could steer the path', () => {
    for (const id of ['..', '../getWallets', 'a/b', 'a?b', '', 'x'.repeat(200), 'a..b']) {
      expect(getWalletImageUrl(api(), id), id).toBeUndefined()
    }
  })
})

describe('sdkVersion', () => {
  it('is react-appkit-<the package version>, as appkit doctor sends it', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    )
    expect(sdkVersion).toBe(`react-appkit-${manifest.version}`)
  })
})
