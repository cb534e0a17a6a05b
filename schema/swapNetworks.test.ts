import { describe, expect, it } from 'vitest'
import { configSchema } from './configSchema.js'
import { normalizeConfig } from './normalizeConfig.js'

function swapNetworksOf(input: { networks: string[]; swapNetworks?: string[] }) {
  return normalizeConfig(
    configSchema.parse({
      projectId: '0123456789abcdef0123456789abcdef',
      metadata: { name: 'Dapp', url: 'https://dapp.example' },
      ...input,
    }),
  ).swapNetworks
}

describe('swapNetworks in the normalized config', () => {
  it("defaults to the configured networks among SPEC's swap-supported chains", () => {
    expect(swapNetworksOf({ networks: ['mainnet', 'localhost', 'base', 'solana'] })).toEqual([
      'eip155:1',
      'eip155:8453',
    ])
  })

  it('is what the config names, by alias or CAIP id, in the order of networks', () => {
    expect(
      swapNetworksOf({
        networks: ['mainnet', 'localhost'],
        swapNetworks: ['eip155:31337', 'mainnet'],
      }),
    ).toEqual(['eip155:1', 'eip155:31337'])
  })

  it('is empty when the config names none', () => {
    expect(swapNetworksOf({ networks: ['mainnet'], swapNetworks: [] })).toEqual([])
  })
})
