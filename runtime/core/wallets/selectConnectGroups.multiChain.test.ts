import { describe, expect, it } from 'vitest'
import type { Connector } from '../connectors/Connector.js'
import { createEip1193Connector } from '../connectors/createEip1193Connector.js'
import { createTestProvider } from '../connectors/fixtures/createTestProvider.js'
import { type SelectConnectGroupsParameters, selectConnectGroups } from './selectConnectGroups.js'

const sandboxEvm = createEip1193Connector({
  id: 'eip6963:dev.appkit.sandbox:1',
  type: 'ANNOUNCED',
  name: 'Sandbox Wallet',
  rdns: 'dev.appkit.sandbox',
  provider: createTestProvider(),
})
const metaMask = createEip1193Connector({
  id: 'eip6963:io.metamask:2',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  rdns: 'io.metamask',
  provider: createTestProvider(),
})

/** A Wallet Standard Solana wallet's connector, as the Solana adapter makes one. */
function solanaWallet(name: string): Connector {
  return {
    ...createEip1193Connector({
      id: `walletStandard:${name}`,
      type: 'ANNOUNCED',
      name,
      provider: createTestProvider(),
    }),
    chain: 'solana',
  }
}

const noWallets: SelectConnectGroupsParameters['wallets'] = {
  featured: [],
  custom: [],
  excludeRdns: [],
  excludeNames: [],
}

function installed(connectors: readonly Connector[], activeNamespace?: 'eip155' | 'solana') {
  const groups = selectConnectGroups({
    connectors,
    recentWallets: [],
    wallets: noWallets,
    isMobile: false,
    activeNamespace,
  })
  return groups.find((group) => group.type === 'injected')?.items ?? []
}

describe('selectConnectGroups with multi-chain wallets', () => {
  it('lists a wallet found on EVM and Solana once, as MULTI_CHAIN serving both', () => {
    const solana = solanaWallet('Sandbox Wallet')
    const items = installed([sandboxEvm, metaMask, solana])
    expect(items.map((item) => item.name)).toEqual(['Sandbox Wallet', 'MetaMask'])
    const [first] = items
    if (first?.kind !== 'connector') throw new Error('expected a connector item')
    expect(first.connector.type).toBe('MULTI_CHAIN')
    expect(first.connector.chains).toEqual(['eip155', 'solana'])
  })

  it('connects the side of the active namespace', () => {
    const solana = solanaWallet('Sandbox Wallet')
    expect(installed([sandboxEvm, solana], 'solana')[0]?.id).toBe(solana.id)
    expect(installed([sandboxEvm, solana], 'eip155')[0]?.id).toBe(sandboxEvm.id)
  })

  it('keeps wallets of other names apart', () => {
    const phantom = solanaWallet('Phantom')
    const items = installed([sandboxEvm, phantom])
    expect(items.map((item) => item.kind === 'connector' && item.connector.type)).toEqual([
      'ANNOUNCED',
      'ANNOUNCED',
    ])
  })
})
