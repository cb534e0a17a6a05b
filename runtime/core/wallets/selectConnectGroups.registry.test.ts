import { describe, expect, it } from 'vitest'
import type { Connector } from '../connectors/Connector.js'
import { createEip1193Connector } from '../connectors/createEip1193Connector.js'
import { createTestProvider } from '../connectors/fixtures/createTestProvider.js'
import type { RegistryWallet } from '../registry/RegistryWallet.js'
import { type SelectConnectGroupsParameters, selectConnectGroups } from './selectConnectGroups.js'

function registryWallet(name: string, rdns?: string): RegistryWallet {
  return {
    id: `id-${name.toLowerCase()}`,
    name,
    image_url: `https://api.example/getWalletImage/${name.toLowerCase()}`,
    rdns,
    chains: ['eip155:1'],
    mobile_link: undefined,
    desktop_link: undefined,
    webapp_link: undefined,
    homepage: undefined,
    app_store: undefined,
    play_store: undefined,
    chrome_store: undefined,
    badge_type: 'certified',
    source: 'registry',
  }
}

function installed(name: string, rdns: string): Connector {
  return createEip1193Connector({
    id: `eip6963:${rdns}:1`,
    type: 'ANNOUNCED',
    name,
    rdns,
    provider: createTestProvider(),
  })
}

const noWallets: SelectConnectGroupsParameters['wallets'] = {
  featured: [],
  custom: [],
  excludeRdns: [],
  excludeNames: [],
}

const pages = ['MetaMask', 'Trust', 'Coinbase', 'Rainbow', 'Zerion', 'OKX', 'Phantom'].map((name) =>
  registryWallet(name, `io.${name.toLowerCase()}`),
)

function groups(overrides: Partial<SelectConnectGroupsParameters> = {}) {
  const result = selectConnectGroups({
    connectors: [],
    recentWallets: [],
    wallets: noWallets,
    isMobile: false,
    registry: { featured: [], wallets: pages },
    ...overrides,
  })
  return Object.fromEntries(result.map((group) => [group.type, group.items.map((i) => i.name)]))
}

describe('selectConnectGroups with the registry', () => {
  it('recommends the first 4 registry wallets, as wallet rows with their image', () => {
    expect(groups()).toEqual({ recommended: ['MetaMask', 'Trust', 'Coinbase', 'Rainbow'] })
    const [group] = selectConnectGroups({
      connectors: [],
      recentWallets: [],
      wallets: noWallets,
      isMobile: false,
      registry: { featured: [], wallets: pages },
    })
    expect(group?.items[0]).toEqual({
      kind: 'wallet',
      id: 'id-metamask',
      name: 'MetaMask',
      icon: 'https://api.example/getWalletImage/metamask',
      rdns: 'io.metamask',
      source: 'recommended',
    })
  })

  it('lists featured wallets in their group, before custom, and never twice', () => {
    const featured = [pages[4], pages[1]].flatMap((wallet) => wallet ?? [])
    expect(groups({ registry: { featured, wallets: pages } })).toEqual({
      featured: ['Zerion', 'Trust'],
      recommended: ['MetaMask', 'Coinbase', 'Rainbow', 'OKX'],
    })
  })

  it('drops registry wallets installed (by rdns, mobile counting as desktop) or recent (by id)', () => {
    const connectors = [installed('MetaMask', 'io.metamask'), installed('Trust', 'io.trust.mobile')]
    const recentWallets = [{ id: 'id-coinbase', name: 'Coinbase' }]
    expect(groups({ connectors, recentWallets, isMobile: true })).toEqual({
      recent: ['Coinbase'],
      injected: ['MetaMask', 'Trust'],
      recommended: ['Rainbow', 'Zerion', 'OKX', 'Phantom'],
    })
  })

  it('drops registry wallets the config excludes, and duplicates of custom wallets', () => {
    const wallets = {
      ...noWallets,
      custom: [{ id: 'id-trust', name: 'My Trust' }],
      excludeRdns: ['io.metamask'],
      excludeNames: ['COINBASE'],
    }
    expect(groups({ wallets })).toEqual({
      custom: ['My Trust'],
      recommended: ['Rainbow', 'Zerion', 'OKX', 'Phantom'],
    })
  })

  it('shows no registry groups before the registry answers', () => {
    expect(groups({ registry: undefined })).toEqual({})
  })
})
