import { describe, expect, it } from 'vitest'
import { polkadotNetwork } from '../../runtime/core/fixtures/testConfig.js'
import { sandboxSolanaCaipNetworkId } from '../../sandbox/solana/sandboxSolanaNetwork.js'
import { configSchema, normalizeConfig } from '../../schema/index.js'
import { offlineSuffix, toDevConfig } from './toDevConfig.js'

const sandbox = {
  chains: [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:40001' },
    { chainId: 31338, rpcUrl: 'http://127.0.0.1:40002' },
  ],
  walletApi: 'http://127.0.0.1:40003',
  blockchainApi: 'http://127.0.0.1:40004',
  relayUrl: 'ws://127.0.0.1:40005',
  secureSite: 'http://localhost:40006',
  analytics: 'http://127.0.0.1:40007',
}

function config(networks: string[], defaultNetwork?: string, features?: object) {
  return normalizeConfig(
    configSchema.parse({
      projectId: '0123456789abcdef0123456789abcdef',
      metadata: { name: 'Dapp', url: 'https://dapp.example' },
      networks,
      ...(defaultNetwork ? { defaultNetwork } : {}),
      ...(features ? { features } : {}),
    }),
  )
}

describe('toDevConfig', () => {
  it('adds the local chains to a config that has none, and says so', () => {
    const production = config(['mainnet', 'base'])
    const { config: dev, notes, evm } = toDevConfig(production, sandbox)
    expect(evm).toBe(true)
    // The local chains work offline: they come first, the config's public ones after them.
    expect(dev.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:1',
      'eip155:8453',
    ])
    expect(dev.networks[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:40001'])
    expect(dev.defaultNetwork).toBe('eip155:31337')
    expect(notes.join('\n')).toContain('added network eip155:31337 (a local chain) for development')
    expect(notes.join('\n')).toContain('added network eip155:31338')
    // Mainnet keeps its public RPC: the sandbox only replaces the chains it runs.
    expect(dev.networks[2]?.rpcUrls.default.http).toEqual(['https://eth.merkle.io'])
  })

  it('swaps on the local chains, and not on the networks that need the internet', () => {
    const production = config(['mainnet', 'base', 'localhost'])
    expect(production.swapNetworks).toEqual(['eip155:1', 'eip155:8453'])
    const { config: dev } = toDevConfig(production, sandbox)
    expect(dev.swapNetworks).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it("puts a namespace's offline networks after its local one, so the kit picks Solana Localnet for Solana", () => {
    const production = config(['localhost', 'mainnet', 'solana'])
    const { config: dev } = toDevConfig(production, {
      ...sandbox,
      solana: { rpcUrl: 'http://127.0.0.1:40010' },
    })
    const solana = dev.networks.filter((network) => network.chainNamespace === 'solana')
    expect(solana.map((network) => network.name)).toEqual([
      'Solana Localnet',
      `Solana${offlineSuffix}`,
    ])
  })

  it('points the configured local network and the services at the sandbox, production untouched', () => {
    const production = config(['localhost', 'mainnet'])
    const before = JSON.stringify(production)
    const { config: dev, notes } = toDevConfig(production, sandbox)
    expect(dev.networks[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:40001'])
    expect(dev.services).toMatchObject({
      walletApi: sandbox.walletApi,
      blockchainApi: sandbox.blockchainApi,
      relayUrl: sandbox.relayUrl,
      secureSite: sandbox.secureSite,
      analytics: sandbox.analytics,
    })
    // Analytics stays on in development, into the sandbox's recorder: nothing to say about it.
    expect(dev.features.analytics).toBe(true)
    expect(notes.join('\n')).not.toContain('analytics')
    expect(JSON.stringify(production)).toBe(before)
  })

  it('keeps a config without EVM networks as it is, and says why', () => {
    const production = normalizeConfig(
      configSchema.parse({
        projectId: '0123456789abcdef0123456789abcdef',
        metadata: { name: 'Dapp', url: 'https://dapp.example' },
        networks: [polkadotNetwork],
      }),
    )
    const { config: dev, notes, evm } = toDevConfig(production, sandbox)
    expect(evm).toBe(false)
    expect(dev.networks.map((network) => network.caipNetworkId)).toEqual([
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    ])
    expect(dev.defaultNetwork).toBe(production.defaultNetwork)
    expect(dev.services.relayUrl).toBe(sandbox.relayUrl)
    expect(notes.join('\n')).toContain('no EVM, Solana or Bitcoin network in your config')
    expect(notes.join('\n')).not.toContain('added network')
  })
})

describe('toDevConfig and analytics', () => {
  it('sends the events to the sandbox recorder, as the app would send them to the service', () => {
    const production = config(['localhost'])
    expect(production.services.analytics).toBe('https://pulse.walletconnect.org')
    const { config: dev } = toDevConfig(production, sandbox)
    expect(dev.features.analytics).toBe(true)
    expect(dev.services.analytics).toBe('http://127.0.0.1:40007')
  })

  it('keeps analytics off when the app turned it off', () => {
    const { config: dev } = toDevConfig(
      config(['localhost'], undefined, { analytics: false }),
      sandbox,
    )
    expect(dev.features.analytics).toBe(false)
  })

  it('turns analytics off when the sandbox runs no recorder: dev never reports to the internet', () => {
    const { analytics: _, ...withoutRecorder } = sandbox
    const { config: dev } = toDevConfig(config(['localhost']), withoutRecorder)
    expect(dev.features.analytics).toBe(false)
    expect(dev.services.analytics).toBe('https://pulse.walletconnect.org')
  })
})

describe('toDevConfig and the secure site', () => {
  it('points email login at the stand-in secure site, on any app (EVM or not)', () => {
    expect(toDevConfig(config(['localhost']), sandbox).config.services.secureSite).toBe(
      'http://localhost:40006',
    )
    expect(toDevConfig(config(['solana']), sandbox).config.services.secureSite).toBe(
      'http://localhost:40006',
    )
  })

  it("keeps the config's secure site, or its absence, when the sandbox runs none", () => {
    const { secureSite: _, ...withoutSite } = sandbox
    const production = config(['localhost'])
    const withSite = {
      ...production,
      services: { ...production.services, secureSite: 'https://secure.example' },
    }
    expect(toDevConfig(withSite, withoutSite).config.services.secureSite).toBe(
      'https://secure.example',
    )
    // No default secure site: none can speak docs/secure-site.md for every app.
    expect(production.services.secureSite).toBeUndefined()
    expect(toDevConfig(production, withoutSite).config.services.secureSite).toBeUndefined()
  })
})

describe('toDevConfig and networks the sandbox cannot serve', () => {
  it('names each one as unavailable offline, in the modal and in the report, with why', () => {
    const { config: dev, notes } = toDevConfig(config(['mainnet', 'localhost', 'solana']), sandbox)
    const names = Object.fromEntries(dev.networks.map((n) => [n.caipNetworkId, n.name]))
    expect(names['eip155:1']).toBe('Ethereum (unavailable offline in appkit dev)')
    expect(names['eip155:31337']).toBe('Localhost')
    expect(names['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']).toMatch(/unavailable offline/)
    const note = notes.find((line) => line.startsWith('eip155:1 (Ethereum)'))
    expect(note).toMatch(/is unavailable in dev: its RPC \S+ is on the internet/)
  })

  it('leaves a network on a loopback RPC, and WalletConnect-only ones, as they are', () => {
    const production = normalizeConfig(
      configSchema.parse({
        projectId: '0123456789abcdef0123456789abcdef',
        metadata: { name: 'Dapp', url: 'https://dapp.example' },
        networks: [
          polkadotNetwork,
          {
            id: 1337,
            chainNamespace: 'eip155',
            caipNetworkId: 'eip155:1337',
            name: 'My devnet',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
          },
        ],
      }),
    )
    const { config: dev, notes } = toDevConfig(production, sandbox)
    expect(dev.networks.map((network) => network.name)).toContain('My devnet')
    expect(dev.networks.every((network) => !network.name.includes('unavailable'))).toBe(true)
    expect(notes.join('\n')).not.toContain('unavailable in dev')
  })
})

describe('toDevConfig with Solana networks', () => {
  const withSolana = { ...sandbox, solana: { rpcUrl: 'http://127.0.0.1:9900' } }

  it('adds the local validator to a Solana-only app, selects it first and says so', () => {
    const { config: dev, notes, evm, solana } = toDevConfig(config(['solana']), withSolana)
    expect({ evm, solana }).toEqual({ evm: false, solana: true })
    const localnet = dev.networks.find((n) => n.caipNetworkId === sandboxSolanaCaipNetworkId)
    expect(localnet?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9900'])
    expect(dev.defaultNetwork).toBe(sandboxSolanaCaipNetworkId)
    expect(notes.join('\n')).toContain(`added network ${sandboxSolanaCaipNetworkId}`)
    expect(notes.join('\n')).toContain('no EVM network in your config')
  })

  it('adds the validator beside the local EVM chains of a mixed app, the EVM chain first', () => {
    const { config: dev, solana } = toDevConfig(config(['localhost', 'solana']), withSolana)
    expect(solana).toBe(true)
    expect(dev.networks.map((n) => n.caipNetworkId)).toContain(sandboxSolanaCaipNetworkId)
    expect(dev.defaultNetwork).toBe('eip155:31337')
  })

  it('adds no validator when the sandbox runs none, or the app has no Solana network', () => {
    expect(toDevConfig(config(['solana']), sandbox).solana).toBe(false)
    const evmOnly = toDevConfig(config(['localhost']), withSolana)
    expect(evmOnly.solana).toBe(false)
    expect(evmOnly.config.networks.map((n) => n.chainNamespace)).not.toContain('solana')
  })
})
