import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eip155Adapter } from '../adapters/eip155/eip155Adapter.js'
import {
  solanaMainnet,
  solanaTestAddress,
  stubSolanaAdapter,
  stubSolanaWallet,
} from '../adapters/fixtures/stubSolanaWallet.js'
import type { Connector } from '../connectors/Connector.js'
import { testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { createTestWindow } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { storageKeys } from '../storage/storageKeys.js'
import { createMemoryStorage, stubBalanceRpc } from './fixtures/setupAppKit.js'

// One login serving eip155 and solana (as an email login does): `connect` fills the Solana side
// after the EVM one shows connected, so a page reloaded in between stored only eip155.

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** A connection on eip155 that also serves solana through `forNamespace`, like an email login. */
function createLogin(solanaAccounts: readonly string[] = [solanaTestAddress]) {
  const base = {
    id: 'login',
    type: 'AUTH' as const,
    name: 'Email',
    disconnect: async () => undefined,
    getProvider: () => ({ request: async () => null }),
    isAuthorized: async () => true,
    switchChain: async () => undefined,
    subscribe: () => () => undefined,
  }
  const solanaSide: Connector = {
    ...base,
    chain: 'solana',
    connect: async () => ({ accounts: solanaAccounts, chainId: solanaReference }),
    getAccounts: vi.fn(async () => solanaAccounts),
    getChainId: async () => solanaReference,
  }
  const evm: Connector = {
    ...base,
    chain: 'eip155',
    chains: ['eip155', 'solana'],
    connect: async () => ({ accounts: [testAccounts[0]], chainId: 1 }),
    getAccounts: async () => [testAccounts[0]],
    getChainId: async () => 1,
    forNamespace: async (namespace) => (namespace === 'solana' ? solanaSide : evm),
  }
  return { evm, solanaSide }
}
const solanaReference = solanaMainnet.split(':')[1] ?? ''

/** A page load with `stored` as the stored connections and the login listed as a connector. */
function loadPage(options: {
  stored: Partial<Record<'eip155' | 'solana', string>>
  disconnectedOnSolana?: string[]
  solanaAccounts?: readonly string[]
}) {
  const storage = createMemoryStorage()
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const phantom = stubSolanaWallet('Phantom')
  const appKit = createAppKit(testConfig({ networks: ['eip155:1', solanaMainnet] }), {
    storage,
    logger,
    window: createTestWindow(),
    isMobile: false,
    adapters: [eip155Adapter, stubSolanaAdapter(phantom)],
  })
  for (const [namespace, connectorId] of Object.entries(options.stored)) {
    appKit.storage.set(storageKeys.connectedConnectorId(namespace as 'eip155'), connectorId)
  }
  appKit.storage.set(storageKeys.connectedNamespaces, Object.keys(options.stored) as 'eip155'[])
  if (options.disconnectedOnSolana) {
    appKit.storage.set(storageKeys.disconnectedConnectorIds('solana'), options.disconnectedOnSolana)
  }
  const login = createLogin(options.solanaAccounts)
  appKit.stores.connectors.add(login.evm)
  return {
    appKit,
    logger,
    phantom,
    login,
    account: (namespace: 'eip155' | 'solana') => appKit.stores.chains.getAccount(namespace),
  }
}

describe('reconnect, for a connection that serves more namespaces than were stored', () => {
  it('brings back the Solana side of a login whose page stored only eip155', async () => {
    const page = loadPage({ stored: { eip155: 'login' } })
    page.appKit.mount()
    await page.appKit.ready
    expect(page.account('eip155')).toMatchObject({ status: 'connected', address: testAccounts[0] })
    expect(page.account('solana')).toMatchObject({
      status: 'connected',
      address: solanaTestAddress,
    })
    expect(page.appKit.storage.get(storageKeys.connectedConnectorId('solana'))).toBe('login')
    // The namespace the user was on stays the active one.
    expect(page.appKit.stores.chains.getState().activeNamespace).toBe('eip155')
    expect(page.logger.warn).not.toHaveBeenCalled()
    page.appKit.destroy()
  })

  it('never lets a render see eip155 connected while the Solana side is still disconnected', async () => {
    const page = loadPage({ stored: { eip155: 'login' } })
    const seen: string[] = []
    // React renders a store change in a microtask: what it would render is checked there.
    page.appKit.stores.chains.subscribe(() =>
      queueMicrotask(() =>
        seen.push(`${page.account('eip155').status}/${page.account('solana').status}`),
      ),
    )
    page.appKit.mount()
    await page.appKit.ready
    expect(seen).toContain('connected/connecting')
    expect(seen.at(-1)).toBe('connected/connected')
    expect(seen).not.toContain('connected/disconnected')
    page.appKit.destroy()
  })

  it('leaves the Solana side alone when the user disconnected that login there', async () => {
    const page = loadPage({ stored: { eip155: 'login' }, disconnectedOnSolana: ['login'] })
    page.appKit.mount()
    await page.appKit.ready
    expect(page.account('eip155').status).toBe('connected')
    expect(page.account('solana').status).toBe('disconnected')
    expect(page.login.solanaSide.getAccounts).not.toHaveBeenCalled()
    page.appKit.destroy()
  })

  it('leaves Solana to the other wallet stored there, even when that one is not restored', async () => {
    // The stub Phantom no longer authorizes the site: its restore fails.
    const page = loadPage({ stored: { eip155: 'login', solana: 'test:solana:Phantom' } })
    page.appKit.mount()
    await page.appKit.ready
    expect(page.account('eip155').status).toBe('connected')
    expect(page.account('solana').status).toBe('disconnected')
    expect(page.login.solanaSide.getAccounts).not.toHaveBeenCalled()
    page.appKit.destroy()
  })

  it('takes a served namespace holding no account as no fault: disconnected, logged at debug', async () => {
    const page = loadPage({ stored: { eip155: 'login' }, solanaAccounts: [] })
    page.appKit.mount()
    await page.appKit.ready
    expect(page.account('eip155').status).toBe('connected')
    expect(page.account('solana').status).toBe('disconnected')
    expect(page.logger.warn).not.toHaveBeenCalled()
    expect(page.logger.debug).toHaveBeenCalledWith(
      'The restored connection holds no solana account',
      expect.anything(),
    )
    page.appKit.destroy()
  })
})
