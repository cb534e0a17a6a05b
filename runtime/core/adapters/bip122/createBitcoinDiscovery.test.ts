import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../connectors/Connector.js'
import { createTestWindow, testIcon } from '../../connectors/fixtures/createTestWindow.js'
import type { WalletDiscoveryOptions } from '../ChainAdapter.js'
import { createBitcoinDiscovery } from './createBitcoinDiscovery.js'
import { fakeStandardBitcoinWallet } from './fixtures/fakeStandardBitcoinWallet.js'
import { fakeWbip004Wallet } from './fixtures/fakeWbip004Wallet.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function register(wallet: Wallet): void {
  stops.push(getWallets().register(wallet))
}

/** A stand-in window with `btc_providers` listing one WBIP004 wallet per name. */
function pageWith(...names: string[]) {
  const page = Object.assign(createTestWindow(), { btc_providers: [] as unknown[] }) as ReturnType<
    typeof createTestWindow
  > &
    Record<string, unknown> & { btc_providers: unknown[] }
  for (const name of names) install(page, name)
  return page
}

function install(page: Record<string, unknown> & { btc_providers: unknown[] }, name: string) {
  const id = `${name.replace(/\W/g, '')}Bitcoin`
  page[id] = fakeWbip004Wallet().provider
  page.btc_providers.push({ id, name, icon: testIcon })
}

function discover(page: object, options: Partial<WalletDiscoveryOptions> = {}) {
  const discovery = createBitcoinDiscovery(
    page as never,
    { enableInjected: true, enableEIP6963: true, ...options },
    { isAddress: isBitcoinAddress },
  )
  let latest: readonly Connector[] = []
  let calls = 0
  stops.push(
    discovery.scan((connectors) => {
      latest = connectors
      calls++
    }),
  )
  return { discovery, found: () => latest, ids: () => latest.map((c) => c.id), calls: () => calls }
}

describe('createBitcoinDiscovery', () => {
  it('lists WBIP004 providers, then Wallet Standard wallets with a bitcoin chain and bitcoin:connect', () => {
    register(fakeStandardBitcoinWallet({ name: 'Standard Wallet' }))
    register(fakeStandardBitcoinWallet({ name: 'Solana only', chains: ['solana:devnet'] }))
    register(fakeStandardBitcoinWallet({ name: 'No connect', features: {} }))
    const { found } = discover(pageWith('Sandbox Wallet'))
    expect(found().map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['wbip004:SandboxWalletBitcoin', 'Sandbox Wallet', 'ANNOUNCED', 'bip122'],
      ['bitcoinStandard:Standard Wallet', 'Standard Wallet', 'ANNOUNCED', 'bip122'],
    ])
  })

  it('lists a wallet found by both standards once, as its WBIP004 side', () => {
    register(fakeStandardBitcoinWallet({ name: 'Xverse' }))
    const { found } = discover(pageWith('Xverse'))
    expect(found().map((c) => c.id)).toEqual(['wbip004:XverseBitcoin'])
  })

  it('keeps two Wallet Standard namesakes apart with #2', () => {
    register(fakeStandardBitcoinWallet({ name: 'Twin' }))
    register(fakeStandardBitcoinWallet({ name: 'Twin' }))
    expect(discover(pageWith()).ids()).toEqual(['bitcoinStandard:Twin', 'bitcoinStandard:Twin#2'])
  })

  it('lists nothing, once, with announced wallets turned off', () => {
    register(fakeStandardBitcoinWallet({ name: 'Standard Wallet' }))
    const { found, calls } = discover(pageWith('Sandbox Wallet'), { enableEIP6963: false })
    expect(found()).toEqual([])
    expect(calls()).toBe(1)
  })

  it("reads btc_providers again on the window's load, keeping the connectors already found", () => {
    const page = pageWith('Early Wallet')
    const { found, discovery } = discover(page)
    const [early] = found()
    install(page, 'Late Wallet')
    expect(found().map((c) => c.name)).toEqual(['Early Wallet'])
    page.dispatchEvent(new Event('load'))
    expect(found().map((c) => c.name)).toEqual(['Early Wallet', 'Late Wallet'])
    expect(found()[0]).toBe(early)
    expect(discovery.current()).toBe(found())
  })

  it('reads btc_providers again on each scan, with connectors keeping their identity', () => {
    const page = pageWith('Sandbox Wallet')
    const { discovery } = discover(page)
    const [first] = discovery.current()
    page.btc_providers = [...page.btc_providers]
    let again: readonly Connector[] = []
    stops.push(discovery.scan((connectors) => (again = connectors)))
    expect(again[0]).toBe(first)
  })

  it('adds a Wallet Standard wallet that registers later and drops one that unregisters', () => {
    const { found } = discover(pageWith())
    expect(found()).toEqual([])
    register(fakeStandardBitcoinWallet({ name: 'Late Wallet' }))
    expect(found().map((c) => c.name)).toEqual(['Late Wallet'])
    stops.pop()?.()
    expect(found()).toEqual([])
  })

  it('stops listening to the page and the registry when the scan stops', () => {
    const page = pageWith()
    const { found } = discover(page)
    stops.pop()?.()
    install(page, 'Late Wallet')
    page.dispatchEvent(new Event('load'))
    register(fakeStandardBitcoinWallet({ name: 'Later Wallet' }))
    expect(found()).toEqual([])
  })

  it('lists the other wallets when a Wallet Standard wallet throws from its getters', () => {
    for (const hostile of ['name', 'icon', 'features', 'chains'] as const) {
      const wallet = fakeStandardBitcoinWallet({ name: `Throws on ${hostile}` })
      Object.defineProperty(wallet, hostile, {
        get() {
          throw new Error(`no ${hostile} for you`)
        },
      })
      register(wallet)
    }
    register(fakeStandardBitcoinWallet({ name: 'Honest Wallet' }))
    expect(
      discover(pageWith())
        .found()
        .map((c) => c.name),
    ).toEqual(['Honest Wallet'])
  })

  it('keeps hostile names and icons of both kinds out of the page', () => {
    register(
      fakeStandardBitcoinWallet({
        name: 'Le\u202eather\u200b',
        icon: 'javascript:alert(1)' as never,
      }),
    )
    const page = pageWith()
    page.Hostile = fakeWbip004Wallet().provider
    page.btc_providers.push({
      id: 'Hostile',
      name: 'Sat\u202esConnect',
      icon: 'http://evil.example/a.png',
    })
    const found = discover(page).found()
    expect(found.map((c) => [c.name, c.icon])).toEqual([
      ['SatsConnect', undefined],
      ['Leather', undefined],
    ])
  })
})
