import { afterEach, describe, expect, it } from 'vitest'
import { builtinNetworks } from '../../schema/builtinNetworks.js'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { registryWallets } from './registryWallets.js'
import { startWalletApi, type WalletApi } from './startWalletApi.js'

const projectId = '0123456789abcdef0123456789abcdef'
const query = `projectId=${projectId}&st=appkit&sv=react-appkit-0.1.0`
const metamask = registryWallets[0]
const servers: WalletApi[] = []

async function start(options: Parameters<typeof startWalletApi>[0] = {}) {
  const api = await startWalletApi(options)
  servers.push(api)
  return api
}

async function get(api: WalletApi, path: string) {
  const response = await fetch(`${api.url}${path}`)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  }
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((api) => api.close()))
})

describe('startWalletApi', () => {
  it('listens on 127.0.0.1 and answers the origins route with the fixture', async () => {
    const api = await start({ fixture: { allowedOrigins: ['https://app.example.com'] } })
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const answer = await get(api, `/projects/v1/origins?${query}`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ allowedOrigins: ['https://app.example.com'] })
  })

  it('records projectId, st and sv of every request', async () => {
    const api = await start()
    await get(api, `/appkit/v1/config?${query}`)
    expect(api.requests).toEqual([
      {
        route: '/appkit/v1/config',
        path: '/appkit/v1/config',
        query: { projectId, st: 'appkit', sv: 'react-appkit-0.1.0' },
      },
    ])
  })

  it('answers 421 to a page that rebinds its name to 127.0.0.1, and records nothing', async () => {
    const api = await start({ fixture: { allowedOrigins: ['https://app.example.com'] } })
    const port = Number(new URL(api.url).port)
    const path = `/projects/v1/origins?${query}`
    const forged = await requestWithHost(port, `rebind.example:${port}`, path)
    expect(forged.status).toBe(421)
    expect(forged.body).not.toContain('app.example.com')
    expect(api.requests).toEqual([])
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await requestWithHost(port, host, path)).status, host).toBe(200)
    }
  })

  it('serves the remote features and the analytics switch', async () => {
    const api = await start({ fixture: { isAnalyticsEnabled: false } })
    const config = JSON.parse((await get(api, `/appkit/v1/config?${query}`)).text)
    expect(config.features.map((feature: { id: string }) => feature.id)).toEqual([
      'email',
      'socials',
      'swaps',
      'onramp',
      'activity',
      'reown_branding',
      'multi_wallet',
    ])
    const analytics = JSON.parse((await get(api, `/getAnalyticsConfig?${query}`)).text)
    expect(analytics).toEqual({ isAnalyticsEnabled: false })
  })

  it('refuses a missing projectId with 401 and a malformed one with 403', async () => {
    const api = await start()
    const missing = await get(api, '/projects/v1/origins?st=appkit')
    expect(missing.status).toBe(401)
    const malformed = await get(api, '/projects/v1/origins?projectId=nope')
    expect(malformed.status).toBe(403)
    expect(JSON.parse(malformed.text)).toEqual({ message: 'Unauthorized: invalid key' })
  })

  it('lists wallets by include, with count', async () => {
    const api = await start()
    const ids = [metamask?.id, 'f'.repeat(64)].join(',')
    const answer = JSON.parse(
      (await get(api, `/getWallets?${query}&page=1&entries=2&include=${ids}`)).text,
    )
    expect(answer.count).toBe(1)
    expect(answer.data.map((wallet: { name: string }) => wallet.name)).toEqual(['MetaMask'])
  })

  it('filters wallets by search, chains and exclude, and pages them', async () => {
    const api = await start()
    const search = JSON.parse(
      (await get(api, `/getWallets?${query}&page=1&entries=40&search=WALLET`)).text,
    )
    expect(search.data.every((wallet: { name: string }) => /wallet/i.test(wallet.name))).toBe(true)
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const chains = JSON.parse(
      (
        await get(
          api,
          `/getWallets?${query}&page=1&entries=40&chains=${bitcoin}&exclude=${metamask?.id}`,
        )
      ).text,
    )
    expect(chains.count).toBeGreaterThan(0)
    for (const wallet of chains.data) expect(wallet.chains).toContain(bitcoin)
    const page2 = JSON.parse((await get(api, `/getWallets?${query}&page=2&entries=3`)).text)
    expect(page2.count).toBe(registryWallets.length)
    expect(page2.data.map((wallet: { id: string }) => wallet.id)).toEqual(
      registryWallets.slice(3, 6).map((wallet) => wallet.id),
    )
    expect((await get(api, `/getWallets?${query}&page=0&entries=3`)).status).toBe(400)
  })

  it('draws wallet images as SVG and answers 404 for unknown ones', async () => {
    const api = await start()
    const image = await get(api, `/getWalletImage/${metamask?.image_id}?${query}`)
    expect(image.status).toBe(200)
    expect(image.type).toBe('image/svg+xml')
    expect(image.text).toMatch(/^<svg [^>]*>.*>ME<\/text><\/svg>$/)
    expect((await get(api, `/getWalletImage/nope?${query}`)).status).toBe(404)
    expect((await get(api, `/nowhere?${query}`)).status).toBe(404)
  })

  it("draws the built-in networks' images at /public/getAssetImage and 404s unknown ids", async () => {
    const api = await start()
    const base = builtinNetworks['eip155:8453'].assets?.imageId
    const image = await get(api, `/public/getAssetImage/${base}?${query}`)
    expect(image.status).toBe(200)
    expect(image.type).toBe('image/svg+xml')
    expect(image.text).toMatch(/^<svg [^>]*>.*<\/svg>$/)
    const ids = new Set(Object.values(builtinNetworks).map((network) => network.assets?.imageId))
    expect(ids.has(undefined)).toBe(false)
    for (const id of ids) {
      expect((await get(api, `/public/getAssetImage/${id}?${query}`)).status).toBe(200)
    }
    expect((await get(api, `/public/getAssetImage/nope?${query}`)).status).toBe(404)
    expect((await get(api, `/public/getAssetImage/${base}`)).status).toBe(401)
  })

  it('answers a status fault and restores the route when the fault is cleared', async () => {
    const api = await start({ faults: { '/projects/v1/origins': { status: 429 } } })
    const response = await fetch(`${api.url}/projects/v1/origins?${query}`)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
    api.setFault('/projects/v1/origins', { status: 503 })
    expect((await get(api, `/projects/v1/origins?${query}`)).status).toBe(503)
    api.setFault('/projects/v1/origins', undefined)
    expect((await get(api, `/projects/v1/origins?${query}`)).status).toBe(200)
  })

  it('answers a malformed fault with a body that is not JSON', async () => {
    const api = await start({ faults: { '/getWallets': { malformed: true } } })
    const answer = await get(api, `/getWallets?${query}&page=1&entries=1`)
    expect(answer.status).toBe(200)
    expect(() => JSON.parse(answer.text)).toThrow()
  })

  it('answers a body fault with that JSON, to serve a well-formed answer of the wrong shape', async () => {
    const api = await start({ faults: { '/getWallets': { body: { wallets: 'none' } } } })
    const answer = await get(api, `/getWallets?${query}&page=1&entries=1`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ wallets: 'none' })
  })

  it('holds a delayed answer past a short client timeout, and still closes promptly', async () => {
    const api = await start({ faults: { '/appkit/v1/config': { delayMs: 5_000 } } })
    const request = fetch(`${api.url}/appkit/v1/config?${query}`, {
      signal: AbortSignal.timeout(100),
    })
    await expect(request).rejects.toMatchObject({ name: 'TimeoutError' })
    const pending = fetch(`${api.url}/appkit/v1/config?${query}`).catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await api.close()
    servers.splice(servers.indexOf(api), 1)
    expect(await pending).toBeInstanceOf(Error)
  })
})
