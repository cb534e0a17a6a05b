import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { registryWallets } from '../../../sandbox/walletApi/registryWallets.js'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import type { AppKitConfigInput } from '../../../schema/index.js'
import { testConfig } from '../fixtures/testConfig.js'
import { createRegistry } from './createRegistry.js'
import type { Registry } from './Registry.js'

let server: WalletApi
const registries: Registry[] = []

beforeAll(async () => {
  server = await startWalletApi()
})
afterAll(() => server.close())
afterEach(() => {
  for (const registry of registries.splice(0)) registry.dispose()
  server.setFault('/getWallets', undefined)
  server.requests.length = 0
})

const byName = (name: string) => registryWallets.find((wallet) => wallet.name === name)?.id ?? ''

function setup(wallets: AppKitConfigInput['wallets'] = {}, now = () => 0) {
  const config = testConfig({ wallets, services: { walletApi: server.url } as never })
  const logger = { warn: vi.fn() }
  const registry = createRegistry({ config, logger, now })
  registries.push(registry)
  return { registry, logger, state: () => registry.store.getState() }
}

describe('createRegistry', () => {
  it('fetches nothing until load, then featured in config order and the first page of 40', async () => {
    const featured = [byName('Rainbow'), byName('MetaMask')]
    const { registry, state } = setup({ featured })
    expect(server.requests).toEqual([])
    await registry.load()
    expect(state().status).toBe('ready')
    expect(state().featured.map((wallet) => wallet.name)).toEqual(['Rainbow', 'MetaMask'])
    expect(state().wallets).toHaveLength(40)
    expect(state().wallets.map((wallet) => wallet.id)).not.toContain(featured[0])
    expect(state().count).toBeGreaterThan(240)
    const page = server.requests.find((request) => request.query.entries === '40')?.query
    expect(page?.exclude?.split(',')).toEqual(featured)
    expect(page?.chains).toBe('eip155:1,eip155:8453')
    await registry.load()
    expect(server.requests).toHaveLength(2)
  })

  it('pages by 40 until the count is reached, then stops', async () => {
    const { registry, state } = setup()
    await registry.load()
    while (state().hasMore) await registry.loadMore()
    expect(state().wallets.length).toBe(state().count)
    // Mainnet and Base are configured: a Solana-only or Bitcoin-only wallet is not listed.
    const names = state().wallets.map((wallet) => wallet.name)
    expect(names).toContain('Rainbow')
    expect(names).not.toContain('Solflare')
    expect(names).not.toContain('Xverse')
    expect(new Set(state().wallets.map((wallet) => wallet.id)).size).toBe(state().count)
    expect(state().page).toBe(Math.ceil(state().count / 40))
    const requests = server.requests.length
    await registry.loadMore()
    expect(server.requests).toHaveLength(requests)
  })

  it('honours include and exclude, and hides wallets excluded by rdns or name', async () => {
    const include = ['MetaMask', 'Rainbow', 'Zerion', 'Trust Wallet'].map(byName)
    const only = setup({ include, excludeRdns: ['me.rainbow'], excludeNames: ['trust WALLET'] })
    await only.registry.load()
    expect(only.state().wallets.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Zerion'])
    const without = setup({ exclude: [byName('MetaMask')] })
    await without.registry.load()
    expect(without.state().wallets[0]?.name).toBe('Trust Wallet')
    expect(without.state().wallets.map((wallet) => wallet.name)).not.toContain('MetaMask')
  })

  it('falls back to an error state with the reason, and retries on the next load', async () => {
    server.setFault('/getWallets', { status: 500 })
    const { registry, state, logger } = setup()
    await registry.load()
    expect(state()).toMatchObject({ status: 'error', wallets: [], featured: [] })
    expect(state().error?.code).toBe('SERVER_ERROR')
    expect(logger.warn).toHaveBeenCalledWith('Could not load the wallet list', state().error)
    server.setFault('/getWallets', undefined)
    await registry.load()
    expect(state().status).toBe('ready')
  })

  it('waits out a rate limit before loading again, unless asked to retry', async () => {
    let time = 1_000
    server.setFault('/getWallets', { status: 429 })
    const { registry, state } = setup({}, () => time)
    await registry.load()
    expect(state().error?.code).toBe('RATE_LIMITED')
    server.setFault('/getWallets', undefined)
    const before = server.requests.length
    await registry.load()
    expect([server.requests.length, state().status]).toEqual([before, 'error'])
    time += 60_000
    await registry.load()
    expect(state().status).toBe('ready')
  })

  it('keeps the loaded wallets when a next page fails, and retries it', async () => {
    const { registry, state } = setup()
    await registry.load()
    server.setFault('/getWallets', { malformed: true })
    await registry.loadMore()
    expect(state()).toMatchObject({ more: 'error', page: 1 })
    expect(state().moreError?.code).toBe('INVALID_RESPONSE')
    expect(state().wallets).toHaveLength(40)
    server.setFault('/getWallets', undefined)
    await registry.retry()
    expect(state()).toMatchObject({ more: 'idle', page: 2 })
    expect(state().wallets).toHaveLength(80)
  })

  it('finds loaded and custom wallets by id, and asks the registry for others', async () => {
    const config = testConfig({ services: { walletApi: server.url } as never })
    // `appkit validate` refuses this link; a config that never went through it must still not
    // navigate, so the wallet is put in after validation.
    const custom = [{ id: 'mine', name: 'Mine', mobile_link: 'javascript:alert(1)' }]
    const registry = createRegistry({
      config: { ...config, wallets: { ...config.wallets, custom } },
      logger: { warn: vi.fn() },
      now: () => 0,
    })
    registries.push(registry)
    expect(registry.findWallet('mine')).toMatchObject({ name: 'Mine', mobile_link: undefined })
    const last = registryWallets.at(-1)
    expect(registry.findWallet(last?.id ?? '')).toBeUndefined()
    expect(await registry.getWallet(last?.id ?? '')).toMatchObject({ name: last?.name })
    expect(await registry.getWallet('f'.repeat(64))).toBeUndefined()
  })

  it('does nothing after dispose, and drops an answer that arrives after it', async () => {
    server.setFault('/getWallets', { delayMs: 200 })
    const { registry, state } = setup()
    const loading = registry.load()
    registry.dispose()
    await loading
    expect(state().status).toBe('loading')
    await registry.load()
    expect(state().status).toBe('loading')
  })
})
