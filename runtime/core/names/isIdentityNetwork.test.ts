import { describe, expect, it } from 'vitest'
import { builtinNetworks, type CaipNetwork } from '../../../schema/index.js'
import { isIdentityNetwork } from './isIdentityNetwork.js'

const mainnet = builtinNetworks['eip155:1']
const local = builtinNetworks['eip155:31337']

function testnetOn(...http: string[]): CaipNetwork {
  return { ...mainnet, testnet: true, rpcUrls: { default: { http } } }
}

describe('isIdentityNetwork', () => {
  it('is true on eip155 networks that are not testnets', () => {
    expect(isIdentityNetwork(mainnet)).toBe(true)
    expect(isIdentityNetwork(builtinNetworks['eip155:8453'])).toBe(true)
    expect(isIdentityNetwork({ ...mainnet, testnet: undefined })).toBe(true)
  })

  it('is false off eip155, and without a network', () => {
    expect(isIdentityNetwork(builtinNetworks['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(
      false,
    )
    expect(isIdentityNetwork({ ...mainnet, chainNamespace: 'polkadot' })).toBe(false)
    expect(isIdentityNetwork(undefined)).toBe(false)
  })

  it('is true on a development chain: a testnet whose every RPC is on loopback', () => {
    expect(local.testnet).toBe(true)
    expect(isIdentityNetwork(local)).toBe(true)
    for (const url of [
      'http://127.0.0.1:8545',
      'http://127.1.2.3:8545',
      'http://127.1:8545',
      'http://[::1]:8545',
      'http://localhost:8545',
      'https://LOCALHOST/rpc',
      'ws://127.0.0.1:8546',
    ]) {
      expect(isIdentityNetwork(testnetOn(url)), url).toBe(true)
    }
  })

  it('is false on a testnet with any RPC off this machine, or none', () => {
    for (const urls of [
      ['https://sepolia.example'],
      ['http://127.0.0.1:8545', 'https://sepolia.example'],
      ['http://128.0.0.1:8545'],
      ['http://127.0.0.1.evil.example'],
      ['http://localhost.evil.example'],
      ['http://0.0.0.0:8545'],
      ['http://[::2]:8545'],
      ['not a url'],
      [],
    ]) {
      expect(isIdentityNetwork(testnetOn(...urls)), urls.join()).toBe(false)
    }
  })

  it('counts the chain default and WebSocket RPCs too', () => {
    const loopbackOnly = testnetOn('http://127.0.0.1:8545')
    const withChainDefault = {
      ...loopbackOnly,
      rpcUrls: { ...loopbackOnly.rpcUrls, chainDefault: { http: ['https://rpc.example'] } },
    }
    const withSocket = {
      ...loopbackOnly,
      rpcUrls: {
        default: { http: ['http://127.0.0.1:8545'], webSocket: ['wss://rpc.example'] },
      },
    }
    expect(isIdentityNetwork(withChainDefault)).toBe(false)
    expect(isIdentityNetwork(withSocket)).toBe(false)
  })
})
