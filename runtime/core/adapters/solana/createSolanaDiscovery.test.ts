import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { Connector } from '../../connectors/Connector.js'
import { createTestWindow } from '../../connectors/fixtures/createTestWindow.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createSolanaDiscovery } from './createSolanaDiscovery.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import type { SolanaProvider } from './SolanaProvider.js'
import { solanaWalletChain } from './solanaWalletChain.js'

const alice = 'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA'
const bob = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const devnet = { id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' } as CaipNetwork

const unregisters: (() => void)[] = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

function account(address: string, chains: readonly string[] = ['solana:devnet']): WalletAccount {
  return { address, publicKey: new Uint8Array(32), chains: chains as never, features: [] }
}

interface TestWallet extends Wallet {
  emit(accounts: readonly unknown[]): void
}

/** A Wallet Standard wallet as a page would register one; `features` overrides the defaults. */
function testWallet(overrides: Partial<Wallet> & { connect?: () => Promise<unknown> } = {}) {
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<(properties: { accounts?: readonly unknown[] }) => void>()
  const wallet: TestWallet = {
    version: '1.0.0',
    name: 'Test Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:devnet'],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect:
          overrides.connect ??
          (async (input?: { silent?: boolean }) => {
            if (!input?.silent) accounts = [account(alice)]
            return { accounts }
          }),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (properties: { accounts?: readonly unknown[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: vi.fn(async ({ message }: { message: Uint8Array }) => [
          { signedMessage: message, signature: new Uint8Array([1, 2, 3]) },
        ]),
      },
    },
    emit(next) {
      for (const listener of listeners) listener({ accounts: next })
    },
    ...overrides,
  }
  unregisters.push(getWallets().register(wallet))
  return wallet
}

function discover(selected?: CaipNetwork): { found: () => readonly Connector[] } {
  const discovery = createSolanaDiscovery(
    createTestWindow(),
    {
      enableInjected: true,
      enableEIP6963: true,
      selectedNetwork: () => selected,
    },
    { isAddress: isSolanaAddress, walletChain: solanaWalletChain },
  )
  let latest: readonly Connector[] = []
  unregisters.push(discovery.scan((connectors) => (latest = connectors)))
  return { found: () => latest }
}

describe('createSolanaDiscovery', () => {
  it('lists Wallet Standard wallets with a Solana chain and a Solana feature, and only those', () => {
    testWallet()
    testWallet({ name: 'EVM only', chains: ['eip155:1'] })
    testWallet({
      name: 'No Solana features',
      features: { 'standard:connect': { version: '1.0.0', connect: async () => ({}) } },
    })
    const { found } = discover()
    expect(found().map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['walletStandard:Test Solana Wallet', 'Test Solana Wallet', 'ANNOUNCED', 'solana'],
    ])
  })

  it('adds a wallet that registers later and drops one that unregisters', () => {
    const { found } = discover()
    expect(found()).toEqual([])
    testWallet({ name: 'Late Wallet' })
    expect(found().map((c) => c.name)).toEqual(['Late Wallet'])
    unregisters.pop()?.()
    expect(found()).toEqual([])
  })

  it('lists the other wallets when one wallet object throws from its getters', () => {
    for (const hostile of ['name', 'icon', 'features'] as const) {
      const wallet = {
        version: '1.0.0',
        name: `Throws on ${hostile}`,
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
        chains: ['solana:devnet'],
        accounts: [],
        features: {},
      }
      Object.defineProperty(wallet, hostile, {
        get() {
          throw new Error(`no ${hostile} for you`)
        },
      })
      unregisters.push(getWallets().register(wallet as unknown as Wallet))
    }
    testWallet({ name: 'Honest Wallet' })
    expect(
      discover()
        .found()
        .map((c) => c.name),
    ).toEqual(['Honest Wallet'])
  })

  it('keeps a hostile name and icon out of the page', () => {
    testWallet({ name: 'Pha\u202entom\u200b', icon: 'javascript:alert(1)' as never })
    const [connector] = discover().found()
    expect(connector?.name).toBe('Phantom')
    expect(connector?.icon).toBeUndefined()
  })
})

describe('the Wallet Standard connector', () => {
  it('connects on the selected network with the well-formed Solana accounts only', async () => {
    testWallet({
      connect: async () => ({
        accounts: [account(alice), account('0xnot-base58'), account(bob, ['eip155:1']), null],
      }),
    })
    const [connector] = discover(devnet).found()
    await expect(connector?.connect()).resolves.toEqual({
      accounts: [alice],
      chainId: devnet.id,
    })
  })

  it('says Connection rejected when the user declines', async () => {
    testWallet({
      connect: async () => {
        throw new Error('User rejected the request.')
      },
    })
    const [connector] = discover().found()
    await expect(connector?.connect()).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('fails clearly when the wallet approves no Solana account', async () => {
    testWallet({ connect: async () => ({ accounts: [] }) })
    const [connector] = discover().found()
    await expect(connector?.connect()).rejects.toMatchObject({ code: 'FAILED_TO_CONNECT' })
  })

  it('is authorized after a reload only when a silent connect gives accounts', async () => {
    const wallet = testWallet()
    const [connector] = discover().found()
    expect(await connector?.isAuthorized()).toBe(false)
    await connector?.connect()
    expect(wallet.accounts.map((a) => a.address)).toEqual([alice])
    expect(await connector?.isAuthorized()).toBe(true)
  })

  it('forwards an account change, and no account as a disconnect', async () => {
    const wallet = testWallet()
    const [connector] = discover().found()
    await connector?.connect()
    const accountsChanged = vi.fn()
    const disconnect = vi.fn()
    connector?.subscribe({ accountsChanged, disconnect })
    wallet.emit([account(bob)])
    expect(accountsChanged).toHaveBeenCalledWith([bob])
    wallet.emit([])
    expect(disconnect).toHaveBeenCalledTimes(1)
  })

  it('disconnects within a second when the wallet never acknowledges it', async () => {
    testWallet({
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({ accounts: [account(alice)] }),
        },
        'standard:disconnect': { version: '1.0.0', disconnect: () => new Promise(() => {}) },
        'solana:signMessage': { version: '1.1.0', signMessage: async () => [] },
      },
    })
    const [connector] = discover().found()
    await connector?.connect()
    vi.useFakeTimers()
    try {
      const done = vi.fn()
      const disconnecting = connector?.disconnect().then(done)
      await vi.advanceTimersByTimeAsync(1_000)
      await disconnecting
      expect(done).toHaveBeenCalled()
      expect(await connector?.getAccounts()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives the app a provider that signs with the connected account on the kit chain', async () => {
    const wallet = testWallet()
    const [connector] = discover(devnet).found()
    await connector?.connect()
    const provider = connector?.getProvider() as SolanaProvider
    expect(provider.publicKey).toBe(alice)
    expect(provider.chain).toBe('solana:devnet')
    const message = new TextEncoder().encode('hello')
    expect(await provider.signMessage(message)).toEqual(new Uint8Array([1, 2, 3]))
    const feature = wallet.features['solana:signMessage'] as {
      signMessage: ReturnType<typeof vi.fn>
    }
    expect(feature.signMessage).toHaveBeenCalledWith({
      account: expect.objectContaining({ address: alice }),
      message,
    })
  })
})
