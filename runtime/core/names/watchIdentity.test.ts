import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import { evmAddress, solanaAddress, solanaMainnet } from '../blockchainApi/fixtures/setupHubKit.js'
import { setupNameKit } from '../blockchainApi/fixtures/setupNameKit.js'
import { serveTestBlockchainApi } from '../blockchainApi/fixtures/startTestBlockchainApi.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { watchIdentity } from './watchIdentity.js'

// The Blockchain API chunk, as the page would fetch it: `offline` makes the fetch fail.
const chunk = vi.hoisted(() => ({ offline: false, loads: 0 }))
vi.mock('../kernel.js', async (importOriginal) => {
  const kernel = await importOriginal<typeof import('../kernel.js')>()
  return {
    ...kernel,
    loadBlockchainApi: () => {
      chunk.loads++
      if (!chunk.offline) return kernel.loadBlockchainApi()
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    },
  }
})

const server = serveTestBlockchainApi()
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const identityPath = (address: string) => `/v1/identity/${address}`
const bound = { timeout: 10_000, interval: 20 }
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  chunk.offline = false
  chunk.loads = 0
})

function watched() {
  const kit = setupNameKit(server.url)
  stops.push(watchIdentity(kit.appKit))
  const chains = kit.appKit.stores.chains
  const connect = (address: string, chainId = 1) => {
    const caipNetwork = kit.networkOf(`eip155:${chainId}`)
    chains.setNetwork('eip155', { caipNetwork })
    chains.setAccount('eip155', {
      status: 'connected',
      address,
      caipAddress: `eip155:${chainId}:${address}`,
    })
  }
  const profile = () => {
    const { profileName, profileImage } = chains.getAccount('eip155')
    return { profileName, profileImage }
  }
  return { ...kit, chains, connect, profile }
}

const named = (name: string, avatar = 'https://a.example/a.png') => ({ body: { name, avatar } })
const asked = (path: string) => server.requests.filter((request) => request.path === path).length

describe('watchIdentity', () => {
  it('asks nothing before an account connects, then sets its name and avatar', async () => {
    server.answer(identityPath(evmAddress), named('alice.eth'))
    const { connect, profile, chains } = watched()
    chains.setAccount('eip155', { status: 'connecting' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
    expect(chunk.loads).toBe(0)
    connect(evmAddress)
    await vi.waitFor(() => expect(profile().profileName).toBe('alice.eth'), bound)
    expect(profile().profileImage).toBe('https://a.example/a.png')
  })

  it('clears the name on a testnet without asking, and finds it again back on mainnet', async () => {
    server.answer(identityPath(evmAddress), named('alice.eth'))
    const { connect, profile, chains, networkOf } = watched()
    connect(evmAddress)
    await vi.waitFor(() => expect(profile().profileName).toBe('alice.eth'), bound)
    const sepoliaLike = { ...networkOf('eip155:8453'), testnet: true }
    chains.setNetwork('eip155', { caipNetwork: sepoliaLike })
    chains.setAccount('eip155', { caipAddress: `eip155:8453:${evmAddress}` })
    expect(profile()).toEqual({ profileName: undefined, profileImage: undefined })
    connect(evmAddress, 1)
    await vi.waitFor(() => expect(profile().profileName).toBe('alice.eth'), bound)
    // The identity was still fresh: the way back asked nothing more.
    expect(asked(identityPath(evmAddress))).toBe(1)
  })

  it('asks on the local development chain', async () => {
    server.answer(identityPath(evmAddress), named('dev.eth'))
    const { connect, profile } = watched()
    connect(evmAddress, 31337)
    await vi.waitFor(() => expect(profile().profileName).toBe('dev.eth'), bound)
  })

  it('keeps the name of the address while it moves to another identity network', async () => {
    server.answer(identityPath(evmAddress), named('alice.eth'))
    const { connect, profile } = watched()
    connect(evmAddress, 1)
    await vi.waitFor(() => expect(profile().profileName).toBe('alice.eth'), bound)
    connect(evmAddress, 8453)
    expect(profile().profileName).toBe('alice.eth')
  })

  it("never shows an earlier account's late answer", async () => {
    server.answer(identityPath(evmAddress), { ...named('alice.eth'), delayMs: 500 })
    server.answer(identityPath(other), named('bob.eth', 'https://a.example/b.png'))
    const { connect, profile } = watched()
    connect(evmAddress)
    await vi.waitFor(() => expect(asked(identityPath(evmAddress))).toBe(1), bound)
    connect(other)
    await vi.waitFor(() => expect(profile().profileName).toBe('bob.eth'), bound)
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(profile()).toEqual({ profileName: 'bob.eth', profileImage: 'https://a.example/b.png' })
  })

  it('keeps a name set meanwhile (a registration) over an answer that arrives after it', async () => {
    server.answer(identityPath(evmAddress), { body: { name: null, avatar: null }, delayMs: 300 })
    const { connect, profile, chains } = watched()
    connect(evmAddress)
    await vi.waitFor(() => expect(asked(identityPath(evmAddress))).toBe(1), bound)
    chains.setAccount('eip155', { profileName: 'new-name.reown.id' })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(profile().profileName).toBe('new-name.reown.id')
  })

  it('clears the name on disconnect, even when an answer arrives after it', async () => {
    server.answer(identityPath(evmAddress), { ...named('alice.eth'), delayMs: 300 })
    const { connect, profile, chains } = watched()
    connect(evmAddress)
    await vi.waitFor(() => expect(asked(identityPath(evmAddress))).toBe(1), bound)
    chains.setAccount('eip155', {
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
    })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(profile()).toEqual({ profileName: undefined, profileImage: undefined })
  })

  it('clears the name where the account has none', async () => {
    server.answer(identityPath(evmAddress), named('alice.eth'))
    server.answer(identityPath(other), { body: { name: null, avatar: null } })
    const { connect, profile } = watched()
    connect(evmAddress)
    await vi.waitFor(() => expect(profile().profileName).toBe('alice.eth'), bound)
    connect(other)
    await vi.waitFor(() => expect(asked(identityPath(other))).toBe(1), bound)
    expect(profile()).toEqual({ profileName: undefined, profileImage: undefined })
  })

  it('logs a failed load of the lookup once, shows no name, and tries again on the next change', async () => {
    server.answer(identityPath(other), named('bob.eth'))
    const { connect, profile, logger } = watched()
    chunk.offline = true
    connect(evmAddress)
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1), bound)
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not look up the account name',
      expect.any(Error),
    )
    expect(profile().profileName).toBeUndefined()
    expect(server.requests).toHaveLength(0)
    chunk.offline = false
    connect(other)
    await vi.waitFor(() => expect(profile().profileName).toBe('bob.eth'), bound)
    expect(chunk.loads).toBe(2)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('stops when told to: no lookups and no late answers after it', async () => {
    server.answer(identityPath(evmAddress), { ...named('alice.eth'), delayMs: 300 })
    const { appKit, connect, profile } = watched()
    connect(evmAddress)
    await vi.waitFor(() => expect(asked(identityPath(evmAddress))).toBe(1), bound)
    for (const stop of stops.splice(0)) stop()
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(profile().profileName).toBeUndefined()
    appKit.stores.chains.setAccount('eip155', { caipAddress: `eip155:8453:${evmAddress}` })
    expect(chunk.loads).toBe(1)
  })

  it('does nothing in a kit without eip155 networks', () => {
    const appKit = createAppKit(testConfig({ networks: [solanaMainnet] }), {
      window: null,
      storage: null,
    })
    const stop = watchIdentity(appKit)
    appKit.stores.chains.setAccount('solana', { status: 'connected', address: solanaAddress })
    stop()
    expect(chunk.loads).toBe(0)
  })

  it('is started by mount() and stopped by destroy()', async () => {
    server.answer(identityPath(evmAddress), named('alice.eth'))
    const kit = setupAppKit({ config: { services: { blockchainApi: server.url } as never } })
    const chains = kit.appKit.stores.chains
    chains.setAccount('eip155', {
      status: 'connected',
      address: evmAddress,
      caipAddress: `eip155:1:${evmAddress}`,
    })
    await vi.waitFor(() => expect(kit.account().profileName).toBe('alice.eth'), bound)
    kit.appKit.destroy()
    chains.setAccount('eip155', { caipAddress: `eip155:8453:${other}`, address: other })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked(identityPath(other))).toBe(0)
  })
})
