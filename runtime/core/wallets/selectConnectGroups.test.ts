import { describe, expect, it } from 'vitest'
import { connectorTypes } from '../../../schema/index.js'
import type { Connector, ConnectorType, Eip1193Provider } from '../connectors/Connector.js'
import { createEip1193Connector } from '../connectors/createEip1193Connector.js'
import { createTestProvider } from '../connectors/fixtures/createTestProvider.js'
import type { RecentWallet } from '../storage/storageKeys.js'
import {
  type ConnectGroupType,
  connectGroupTypes,
  type SelectConnectGroupsParameters,
  selectConnectGroups,
} from './selectConnectGroups.js'

function connector(type: ConnectorType, name: string, rdns?: string, id?: string): Connector {
  return createEip1193Connector({
    id: id ?? (rdns ? `eip6963:${rdns}:${crypto.randomUUID()}` : name.toLowerCase()),
    type,
    name,
    rdns,
    provider: createTestProvider(),
  })
}

const metaMask = connector('ANNOUNCED', 'MetaMask', 'io.metamask')
const rabby = connector('ANNOUNCED', 'Rabby', 'io.rabby')
const browserWallet = connector('INJECTED', 'Browser Wallet', undefined, 'injected')

const noWallets: SelectConnectGroupsParameters['wallets'] = {
  featured: [],
  custom: [],
  excludeRdns: [],
  excludeNames: [],
}

function select(overrides: Partial<SelectConnectGroupsParameters> = {}) {
  return selectConnectGroups({
    connectors: [metaMask, rabby, browserWallet],
    recentWallets: [],
    wallets: noWallets,
    isMobile: false,
    ...overrides,
  })
}

function names(groups: ReturnType<typeof select>): Record<string, string[]> {
  return Object.fromEntries(groups.map((group) => [group.type, group.items.map((i) => i.name)]))
}

describe('selectConnectGroups', () => {
  // One list (schema/grammar) for both sides: the same array, not a copy that could drift.
  it('lays out exactly the groups the config can order, in the default order', () => {
    expect(connectGroupTypes).toBe(connectorTypes)
  })

  it('lists installed wallets in the injected group and drops empty groups', () => {
    const groups = select()
    expect(groups.map((group) => group.type)).toEqual(['injected'])
    expect(groups[0]?.items.map((item) => item.kind === 'connector' && item.connector)).toEqual([
      metaMask,
      rabby,
    ])
    expect(select({ connectors: [] })).toEqual([])
  })

  it("hides 'Browser Wallet' on desktop and shows it on mobile where window.ethereum exists", () => {
    expect(names(select())).toEqual({ injected: ['MetaMask', 'Rabby'] })
    expect(names(select({ isMobile: true }))).toEqual({
      injected: ['MetaMask', 'Rabby', 'Browser Wallet'],
    })
  })

  it('does not list window.ethereum twice when it is an announced provider', () => {
    const same = createEip1193Connector({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      provider: metaMask.getProvider() as Eip1193Provider,
    })
    expect(names(select({ connectors: [metaMask, same], isMobile: true }))).toEqual({
      injected: ['MetaMask'],
    })
  })

  it('keeps two announced providers that claim one rdns', () => {
    const impostor = connector('ANNOUNCED', 'MetaMask', 'io.metamask')
    expect(names(select({ connectors: [metaMask, impostor] }))).toEqual({
      injected: ['MetaMask', 'MetaMask'],
    })
  })

  it('hides wallets excluded by rdns, or by name case-insensitively', () => {
    const wallets = { ...noWallets, excludeRdns: ['io.rabby'], excludeNames: ['METAMASK'] }
    expect(select({ wallets, isMobile: true }).map((g) => g.items.map((i) => i.name))).toEqual([
      ['Browser Wallet'],
    ])
    const hideBrowser = { ...noWallets, excludeNames: ['browser wallet'] }
    expect(names(select({ wallets: hideBrowser, isMobile: true }))).toEqual({
      injected: ['MetaMask', 'Rabby'],
    })
  })

  it('lists recent wallets that are not installed, at most 2, deduped by rdns and id', () => {
    const recentWallets: RecentWallet[] = [
      { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
      { id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet' },
      { id: 'trust', name: 'Trust' },
    ]
    expect(names(select({ recentWallets }))).toEqual({
      recent: ['Zerion'],
      injected: ['MetaMask', 'Rabby'],
    })
    const byId: RecentWallet[] = [{ id: 'injected', name: 'Browser Wallet' }]
    expect(names(select({ recentWallets: byId }))).toEqual({ injected: ['MetaMask', 'Rabby'] })
  })

  it('counts an installed mobile wallet as its desktop rdns on mobile only', () => {
    const mobileMetaMask = connector('ANNOUNCED', 'MetaMask', 'io.metamask.mobile')
    const recentWallets: RecentWallet[] = [{ id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }]
    expect(names(select({ connectors: [mobileMetaMask], recentWallets, isMobile: true }))).toEqual({
      injected: ['MetaMask'],
    })
    expect(names(select({ connectors: [mobileMetaMask], recentWallets }))).toEqual({
      recent: ['MetaMask'],
      injected: ['MetaMask'],
    })
  })

  it('lists custom wallets, sanitized, without duplicates of installed or recent wallets', () => {
    const wallets: SelectConnectGroupsParameters['wallets'] = {
      ...noWallets,
      custom: [
        { id: 'mine', name: 'My\u202e Wallet', image_url: 'https://mine.example/icon.png' },
        { id: 'rabby-copy', name: 'Rabby again', rdns: 'io.rabby' },
        { id: 'zerion', name: 'Zerion copy' },
        { id: 'hidden', name: 'Hidden', rdns: 'com.hidden' },
      ],
      excludeRdns: ['com.hidden'],
    }
    const recentWallets: RecentWallet[] = [{ id: 'zerion', name: 'Zerion', rdns: 'io.zerion' }]
    const groups = select({ wallets, recentWallets })
    expect(names(groups)).toEqual({
      recent: ['Zerion'],
      injected: ['MetaMask', 'Rabby'],
      custom: ['My Wallet'],
    })
    expect(groups.find((g) => g.type === 'custom')?.items[0]).toEqual({
      kind: 'wallet',
      id: 'mine',
      name: 'My Wallet',
      icon: 'https://mine.example/icon.png',
      rdns: undefined,
      source: 'custom',
    })
  })

  it('orders groups by default, and lets the app order win', () => {
    const external = connector('EXTERNAL', 'Safe', undefined, 'safe')
    const walletConnect = connector('WALLET_CONNECT', 'WalletConnect', undefined, 'walletConnect')
    const parameters = {
      connectors: [external, metaMask, walletConnect],
      recentWallets: [{ id: 'zerion', name: 'Zerion' }],
      wallets: { ...noWallets, custom: [{ id: 'mine', name: 'Mine' }] },
    }
    const types = (order?: ConnectGroupType[]) =>
      select({ ...parameters, connectorTypeOrder: order }).map((group) => group.type)
    expect(types()).toEqual(['walletConnect', 'recent', 'injected', 'custom', 'external'])
    expect(types(['external', 'custom'])).toEqual([
      'external',
      'custom',
      'walletConnect',
      'recent',
      'injected',
    ])
  })
})
