import { describe, expect, it } from 'vitest'
import { builtinNetworks } from './builtinNetworks.js'
import { configSchema } from './configSchema.js'
import { normalizeConfig } from './normalizeConfig.js'

const base = {
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Dapp', url: 'https://dapp.example' },
}

describe('normalizeConfig', () => {
  it('expands built-in ids and aliases into full CAIP networks, in config order', () => {
    const config = normalizeConfig(
      configSchema.parse({ ...base, networks: ['base', 'eip155:1', 'solana', 'bitcoin'] }),
    )
    expect(config.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:8453',
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
    ])
    expect(config.networks[0]).toEqual(builtinNetworks['eip155:8453'])
    expect(config.networks[2]).toMatchObject({
      nativeCurrency: { decimals: 9 },
      deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
    })
    expect(config.networks[3]?.nativeCurrency.decimals).toBe(8)
  })

  it('defaults to the first network and resolves an aliased defaultNetwork', () => {
    expect(
      normalizeConfig(configSchema.parse({ ...base, networks: ['base', 'mainnet'] }))
        .defaultNetwork,
    ).toBe('eip155:8453')
    const config = configSchema.parse({
      ...base,
      networks: ['base', 'mainnet'],
      defaultNetwork: 'mainnet',
    })
    expect(normalizeConfig(config).defaultNetwork).toBe('eip155:1')
  })

  it('applies RPC overrides and keeps the chain default beside them', () => {
    const config = configSchema.parse({
      ...base,
      networks: ['localhost'],
      rpcUrls: { 'eip155:31337': ['http://127.0.0.1:9999'] },
    })
    const [network] = normalizeConfig(config).networks
    expect(network?.rpcUrls).toEqual({
      default: { http: ['http://127.0.0.1:9999'] },
      chainDefault: { http: ['http://127.0.0.1:8545'] },
    })
    // The built-in table itself is never mutated.
    expect(builtinNetworks['eip155:31337'].rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  it('folds siweConfig into siwx and drops CLI-only keys', () => {
    const config = normalizeConfig(
      configSchema.parse({ ...base, networks: ['mainnet'], siweConfig: { statement: 'Hi' } }),
    )
    expect(config.siwx).toEqual({
      enabled: true,
      required: false,
      statement: 'Hi',
      signOutOnDisconnect: true,
    })
    expect(config).not.toHaveProperty('output')
    expect(config).not.toHaveProperty('rpcUrls')
    expect(JSON.parse(JSON.stringify(config))).toEqual(config)
  })
})
