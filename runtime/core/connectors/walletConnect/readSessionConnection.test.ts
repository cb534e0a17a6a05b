import { describe, expect, it } from 'vitest'
import { readSessionConnection } from './readSessionConnection.js'
import type { WalletConnectSession } from './WalletConnectProvider.js'

const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

function session(accounts: readonly unknown[]): WalletConnectSession {
  return {
    topic: 't',
    peer: { metadata: { name: 'Wallet' } },
    namespaces: { polkadot: { accounts: accounts as string[] } },
  }
}

describe('readSessionConnection', () => {
  it('reads the chain of the first account and every address on it, each once', () => {
    const read = readSessionConnection(
      session([
        `${polkadot}:${alice}`,
        `${kusama}:${bob}`,
        `${polkadot}:${bob}`,
        `${polkadot}:${alice}`,
      ]),
      'polkadot',
    )
    expect(read).toEqual({
      accounts: [alice, bob],
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      caipNetworkId: polkadot,
    })
  })

  it('prefers the chain the user selected when the wallet approved an account there', () => {
    const accounts = [`${polkadot}:${alice}`, `${kusama}:${bob}`]
    expect(readSessionConnection(session(accounts), 'polkadot', kusama)?.accounts).toEqual([bob])
    // Not approved there: the wallet's first chain.
    const other = 'polkadot:00000000000000000000000000000000'
    expect(readSessionConnection(session(accounts), 'polkadot', other)?.caipNetworkId).toBe(
      polkadot,
    )
  })

  it('drops what is not a CAIP-10 account of the namespace', () => {
    const read = readSessionConnection(
      session([
        42,
        'polkadot:only-two',
        `cosmos:cosmoshub-4:${alice}`,
        `${polkadot}:<img src=x onerror=alert(1)>`,
        `${polkadot}:${'a'.repeat(129)}`,
        `${polkadot}:${alice}`,
      ]),
      'polkadot',
    )
    expect(read?.accounts).toEqual([alice])
  })

  it('has nothing for a session without accounts of the namespace', () => {
    expect(readSessionConnection(session([]), 'polkadot')).toBeUndefined()
    expect(readSessionConnection(session([`${polkadot}:${alice}`]), 'cosmos')).toBeUndefined()
  })
})
