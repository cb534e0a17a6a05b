import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { sandboxSolanaNetwork } from '../../../../sandbox/solana/sandboxSolanaNetwork.js'
import { startSolanaValidator } from '../../../../sandbox/solana/startSolanaValidator.js'
import type { AppKit } from '../../AppKit.js'
import { connect } from '../../actions/connect.js'
import { fetchBalance } from '../../actions/fetchBalance.js'
import { createMemoryStorage } from '../../actions/fixtures/setupAppKit.js'
import { createTestWindow } from '../../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../../createAppKit.js'
import { testConfig } from '../../fixtures/testConfig.js'
import { storageKeys } from '../../storage/storageKeys.js'
import { eip155Adapter } from '../eip155/eip155Adapter.js'
import { solanaAdapter } from './solanaAdapter.js'

// Faults of SPEC's Solana path in the engine: a validator that goes away and comes back, and a
// stored connection whose wallet is gone on the next page load.
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A Wallet Standard wallet that remembers the site it approved, as real ones do. */
function faultWallet(address: string): Wallet {
  let approved = false
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(32),
    chains: ['solana:localnet'],
    features: [],
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Fault Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet'],
    get accounts() {
      return approved ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (!input?.silent) approved = true
          return { accounts: approved ? [account] : [] }
        },
      },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'solana:signMessage': { version: '1.1.0', signMessage: async () => [] },
    },
  }
  return wallet
}

/** Puts `wallet` in the page's Wallet Standard registry until the test ends (or `unregister`). */
function register(wallet: Wallet): () => void {
  const unregister = getWallets().register(wallet)
  cleanups.push(unregister)
  return unregister
}

function startKit(rpcUrl: string, storage = createMemoryStorage()): AppKit {
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

describe('the Solana adapter under faults', () => {
  it('says the balance is unavailable while the validator is down, and reads it again once it is back', async () => {
    const first = await startSolanaValidator()
    const { port } = first
    let validator = first
    cleanups.push(() => validator.stop())
    const address = first.accounts[0]?.address ?? ''
    register(faultWallet(address))
    const appKit = startKit(first.rpcUrl)
    await appKit.ready
    await connect(appKit, { connectorId: 'walletStandard:Fault Wallet' })
    await expect(fetchBalance(appKit, { namespace: 'solana' })).resolves.toEqual({
      balance: '100',
      symbol: 'SOL',
    })

    await first.stop()
    await expect(
      fetchBalance(appKit, { namespace: 'solana', forceUpdate: true }),
    ).rejects.toMatchObject({ code: 'BALANCE_UNAVAILABLE' })
    expect(appKit.stores.chains.getAccount('solana').status).toBe('connected')

    validator = await startSolanaValidator({ port })
    await expect(
      fetchBalance(appKit, { namespace: 'solana', forceUpdate: true }),
    ).resolves.toMatchObject({ balance: '100' })
  }, 60_000)

  it('leaves Solana disconnected when its wallet is gone on reload, keeps the stored choice, and restores once the wallet is back', async () => {
    const address = 'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA'
    const rpcUrl = 'http://127.0.0.1:9'
    const storage = createMemoryStorage()
    const wallet = faultWallet(address)
    const unregister = register(wallet)
    const first = startKit(rpcUrl, storage)
    await first.ready
    await connect(first, { connectorId: 'walletStandard:Fault Wallet' })
    first.destroy()

    unregister()
    const second = startKit(rpcUrl, storage)
    await second.ready
    expect(second.stores.chains.getAccount('solana').status).toBe('disconnected')
    expect(second.storage.get(storageKeys.connectedConnectorId('solana'))).toBe(
      'walletStandard:Fault Wallet',
    )
    second.destroy()

    register(wallet)
    const third = startKit(rpcUrl, storage)
    await third.ready
    expect(third.stores.chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      address,
    })
  })
})
