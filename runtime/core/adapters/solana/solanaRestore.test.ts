import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sandboxSolanaNetwork } from '../../../../sandbox/solana/sandboxSolanaNetwork.js'
import type { AppKit } from '../../AppKit.js'
import { connect } from '../../actions/connect.js'
import { createMemoryStorage } from '../../actions/fixtures/setupAppKit.js'
import type { Connector } from '../../connectors/Connector.js'
import { findStoredConnector, isStoredConnector } from '../../connectors/findStoredConnector.js'
import { createTestWindow } from '../../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../../createAppKit.js'
import { testConfig } from '../../fixtures/testConfig.js'
import { storageKeys } from '../../storage/storageKeys.js'
import { eip155Adapter } from '../eip155/eip155Adapter.js'
import { solanaAdapter } from './solanaAdapter.js'

// Restoring a Solana browser wallet on the next page load when two wallets carry its name: the
// same rule as EVM wallets whose rdns two providers claim (findStoredConnector).
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const rpcUrl = 'http://127.0.0.1:9'
const alice = 'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA'
const bob = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** A Wallet Standard wallet that remembers the site it approved; `silentConnects` counts restores. */
function namedWallet(name: string, address: string) {
  let approved = false
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(32),
    chains: ['solana:localnet'],
    features: [],
  }
  const silentConnects = vi.fn()
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet'],
    get accounts() {
      return approved ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (input?.silent) silentConnects()
          else approved = true
          return { accounts: approved ? [account] : [] }
        },
      },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'solana:signMessage': { version: '1.1.0', signMessage: async () => [] },
    },
  }
  return { wallet, silentConnects }
}

function register(wallet: Wallet): () => void {
  const unregister = getWallets().register(wallet)
  cleanups.push(unregister)
  return unregister
}

/** Connects `connectorId` once the lazily loaded discovery listed it (10 s at most). */
async function connectWhenListed(appKit: AppKit, connectorId: string) {
  const listed = await appKit.stores.connectors.waitForConnector(
    (list) => list.find((connector) => connector.id === connectorId),
    10_000,
  )
  expect(listed?.id).toBe(connectorId)
  return connect(appKit, { connectorId })
}

function startKit(storage = createMemoryStorage()): AppKit {
  const localnet = sandboxSolanaNetwork(rpcUrl)
  const appKit = createAppKit(
    testConfig({
      networks: [{ ...localnet, rpcUrls: { default: { http: [rpcUrl] } } }, 'eip155:1'],
    }),
    { storage, window: createTestWindow(), adapters: [eip155Adapter, solanaAdapter] },
  )
  appKit.mount()
  cleanups.push(() => appKit.destroy())
  return appKit
}

describe('restoring a Solana browser wallet', () => {
  it('restores none of two wallets with the stored name, without asking either', async () => {
    const storage = createMemoryStorage()
    const real = namedWallet('Twin Wallet', alice)
    const unregister = register(real.wallet)
    const first = startKit(storage)
    await first.ready
    await connectWhenListed(first, 'walletStandard:Twin Wallet')
    expect(first.stores.chains.getAccount('solana').address).toBe(alice)
    first.destroy()

    // Next load, an impostor with the same name registers first and takes the plain id.
    unregister()
    const impostor = namedWallet('Twin Wallet', bob)
    register(impostor.wallet)
    register(real.wallet)
    const second = startKit(storage)
    await second.ready
    const ids = second.stores.connectors.getState().connectors.map((connector) => connector.id)
    expect(ids).toEqual(
      expect.arrayContaining(['walletStandard:Twin Wallet', 'walletStandard:Twin Wallet#2']),
    )
    expect(second.stores.chains.getAccount('solana').status).toBe('disconnected')
    expect(impostor.silentConnects).not.toHaveBeenCalled()
    expect(real.silentConnects).not.toHaveBeenCalled()
    // The choice is kept: once one wallet of that name is left, it is restored again.
    expect(second.storage.get(storageKeys.connectedConnectorId('solana'))).toBe(
      'walletStandard:Twin Wallet',
    )
  })

  it('restores the one wallet left with the stored name, whatever number it had', async () => {
    const storage = createMemoryStorage()
    const other = namedWallet('Twin Wallet', bob)
    const real = namedWallet('Twin Wallet', alice)
    const unregisterOther = register(other.wallet)
    register(real.wallet)
    const first = startKit(storage)
    await first.ready
    await connectWhenListed(first, 'walletStandard:Twin Wallet#2')
    expect(first.stores.chains.getAccount('solana').address).toBe(alice)
    first.destroy()

    unregisterOther()
    const second = startKit(storage)
    await second.ready
    expect(second.stores.chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: alice,
    })
  })
})

describe('findStoredConnector on Solana wallet ids', () => {
  const wallet = (id: string, name: string) =>
    ({ id, name, type: 'ANNOUNCED', chain: 'solana' }) as Connector

  it('matches by name whatever the number, and only Wallet Standard wallets', () => {
    const plain = wallet('walletStandard:A.b (x)', 'A.b (x)')
    expect(findStoredConnector([plain], 'walletStandard:A.b (x)#3')).toBe(plain)
    expect(isStoredConnector(plain, 'walletStandard:A.b (x)#2')).toBe(true)
    // Characters of the name are not a pattern: `.` matches a dot only.
    expect(isStoredConnector(plain, 'walletStandard:Axb (x)')).toBe(false)
    expect(isStoredConnector(plain, 'walletStandard:A.b (x)#two')).toBe(false)
    const evm = { ...plain, id: 'eip6963:a.b:uuid' } as Connector
    expect(findStoredConnector([evm], 'walletStandard:A.b (x)')).toBeUndefined()
  })

  it('picks none of two namesakes, even for the exact id', () => {
    const first = wallet('walletStandard:Twin', 'Twin')
    const second = wallet('walletStandard:Twin#2', 'Twin')
    const other = wallet('walletStandard:Other', 'Other')
    expect(findStoredConnector([first, second, other], 'walletStandard:Twin')).toBeUndefined()
    expect(findStoredConnector([first, second, other], 'walletStandard:Twin#2')).toBeUndefined()
    expect(findStoredConnector([first, second, other], 'walletStandard:Other')).toBe(other)
  })
})
