import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../AppKit.js'
import { createTestProvider, type TestProvider } from '../connectors/fixtures/createTestProvider.js'
import { testIcon } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { stubBalanceRpc } from './fixtures/setupAppKit.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** A wallet extension on the real page: announces on request, as EIP-6963 says. */
function installWallet(provider: TestProvider, uuid: string): void {
  const detail = Object.freeze({
    info: { uuid, name: 'MetaMask', icon: testIcon, rdns: 'io.metamask' },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  announce()
}

function kit(): AppKit {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const appKit = createAppKit(testConfig(), { logger, isMobile: false })
  appKit.mount()
  cleanups.push(() => appKit.destroy())
  return appKit
}

describe('browser wallets on a real window', () => {
  it('discovers an announced wallet, connects it, and restores it after a reload', async () => {
    stubBalanceRpc()
    const provider = createTestProvider()
    installWallet(provider, 'first-load')
    const first = kit()
    await first.ready
    const seen = vi.fn()
    const stop = first.stores.connectors.subscribe(seen)
    const [connector] = first.stores.connectors.getState().connectors
    expect(connector).toMatchObject({ id: 'eip6963:io.metamask:first-load', name: 'MetaMask' })
    expect(connector?.getProvider()).toBe(provider)
    stop()
    await connect(first, { connectorId: 'eip6963:io.metamask:first-load' })
    expect(localStorage.getItem(`@appkit/connection/eip155/connected_connector_id`)).toContain(
      'first-load',
    )
    first.destroy()

    // The reload: the extension announces again with a new uuid; the kit restores silently.
    cleanups.splice(0).forEach((cleanup) => {
      cleanup()
    })
    installWallet(provider, 'second-load')
    const second = kit()
    await second.ready
    expect(second.stores.chains.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: provider.state.accounts[0],
    })
    expect(second.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe(
      'eip6963:io.metamask:second-load',
    )
    expect(provider.callsOf('eth_requestAccounts')).toHaveLength(1)
  })

  it('lists nothing and restores nothing when the config turns browser wallets off', async () => {
    installWallet(createTestProvider(), 'off')
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const appKit = createAppKit(
      testConfig({ wallets: { enableEIP6963: false, enableInjected: false } }),
      { logger },
    )
    appKit.mount()
    cleanups.push(() => appKit.destroy())
    appKit.stores.connectors.subscribe(() => undefined)
    // WalletConnect is no browser wallet: it stays, and nothing else is listed.
    const listed = appKit.stores.connectors.getState().connectors
    expect(listed.map((connector) => connector.type)).toEqual(['WALLET_CONNECT'])
  })
})
