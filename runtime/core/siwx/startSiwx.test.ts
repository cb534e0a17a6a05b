import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput, CaipNetworkId } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { setupAppKit, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { eip155Adapter } from '../adapters/eip155/eip155Adapter.js'
import {
  solanaDevnet,
  solanaMainnet,
  solanaTestAddress,
  stubSolanaAdapter,
  stubSolanaWallet,
} from '../adapters/fixtures/stubSolanaWallet.js'
import { testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { polkadotNetwork } from '../fixtures/testConfig.js'
import type { SiwxController } from './createSiwxController.js'
import { inertSiwxController, provideSiwxController } from './fixtures/stubSiwxBackend.js'
import { startSiwx } from './startSiwx.js'
import type { SiwxSession } from './verifySiwxMessage.js'

// Each watcher under test drives a fresh controller of vi.fn()s, so it records only what that
// watcher asks. The kit's own watcher (started by mount once a wallet connects, with `siwx` in the
// config) and connect() reach the kit's controller, given an inert one (kitOf).
function createController() {
  const unused = () => Promise.reject(new Error('not used by startSiwx'))
  return {
    evaluate: vi.fn(async () => 'skipped' as const),
    signIn: vi.fn(unused),
    cancel: vi.fn(async () => undefined),
    signOut: vi.fn(async (_reason: string, _address?: string) => undefined),
    signOutOthers: vi.fn(async (_namespace: string, _address: string) => undefined),
    expire: vi.fn(async () => 'skipped' as const),
    messageTerms: vi.fn(unused),
    keepSignIn: vi.fn(unused),
  } satisfies SiwxController
}

const [addressA, addressB] = testAccounts
/** setTimeout's longest delay. */
const maxTimerMs = 2 ** 31 - 1
const fiveMinutes = 5 * 60_000
const start = Date.parse('2030-01-01T00:00:00.000Z')

const stops: (() => void)[] = []
const kits: AppKit[] = []

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  for (const appKit of kits.splice(0)) appKit.destroy()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Starts the watcher under test; returns its stop function and the controller it drives. */
function watch(appKit: AppKit) {
  const controller = createController()
  const stop = startSiwx(appKit, controller)
  stops.push(stop)
  return { controller, stop }
}

/** A real kit from `setupAppKit`, kept for destroy() after the test, with an inert controller. */
function kitOf(options: Parameters<typeof setupAppKit>[0]) {
  const kit = setupAppKit(options)
  kits.push(kit.appKit)
  provideSiwxController(kit.appKit, inertSiwxController())
  return kit
}

type SiwxInput = NonNullable<AppKitConfigInput['siwx']>

/** A real kit on eip155:1 (Base too) with `siwx` in its config; its wallet holds A and B. */
function evmKit(siwx: Partial<SiwxInput> = {}) {
  const kit = kitOf({
    config: { siwx: { enabled: true, ...siwx } },
    provider: { chains: [1, 8453], accounts: [addressA, addressB] },
  })
  const { chains } = kit.appKit.stores
  return {
    ...kit,
    chains,
    connectWallet: () => connect(kit.appKit, { connectorId: kit.connectorId() }),
    /** The wallet switched accounts: it lists `accounts` and tells the kit. */
    walletSwitchesTo: async (...accounts: `0x${string}`[]) => {
      kit.provider.state.accounts = accounts
      kit.provider.emit('accountsChanged', accounts)
      await vi.waitFor(() => expect(chains.getAccount('eip155').address).toBe(accounts[0]), {
        timeout: 10_000,
      })
    },
    setSession: (session: SiwxSession | undefined) =>
      kit.appKit.stores.siwx.setState({
        status: session ? 'signed-in' : 'signed-out',
        session,
      }),
  }
}

/** An EVM kit with its wallet connected on eip155:1 as A. */
async function connectedEvmKit(siwx: Partial<SiwxInput> = {}) {
  const kit = evmKit(siwx)
  await kit.connectWallet()
  expect(kit.account()).toMatchObject({ status: 'connected', address: addressA })
  return kit
}

/** A session of A on eip155:1 as the backend hands it back, expiring at `expiresAt` (ms). */
function sessionExpiringAt(expiresAt: number | undefined, nonce = 'sessionNonce1'): SiwxSession {
  return {
    data: {
      accountAddress: addressA,
      chainId: 'eip155:1' as CaipNetworkId,
      domain: 'dapp.example',
      uri: 'https://dapp.example',
      version: '1',
      nonce,
      issuedAt: new Date(start).toISOString(),
      ...(expiresAt === undefined ? {} : { expirationTime: new Date(expiresAt).toISOString() }),
    },
    message: `a signed message (${nonce})`,
    signature: '0x00',
  }
}

describe('startSiwx: evaluate() for the account on screen', () => {
  it("does not call evaluate() while no wallet is connected, through a 'connecting' status and back", () => {
    const kit = evmKit()
    const { controller } = watch(kit.appKit)
    kit.chains.setAccount('eip155', { status: 'connecting' })
    kit.chains.setAccount('eip155', { status: 'disconnected' })
    expect(controller.evaluate).not.toHaveBeenCalled()
  })

  it('calls evaluate() once when the account on screen becomes connected', async () => {
    const kit = evmKit()
    const { controller } = watch(kit.appKit)
    await kit.connectWallet()
    expect(controller.evaluate).toHaveBeenCalledExactlyOnceWith()
  })

  it('calls evaluate() once at start when the account on screen is already connected', async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    expect(controller.evaluate).toHaveBeenCalledExactlyOnceWith()
  })

  it("does not call evaluate() again for a balance update, a tab change or a 'connecting' status between two 'connected' ones", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    kit.chains.setAccount('eip155', { balance: '2.5', balanceSymbol: 'ETH' })
    kit.chains.setAccount('eip155', { currentTab: 'Activity' })
    kit.chains.setAccount('eip155', { status: 'connecting' })
    kit.chains.setAccount('eip155', { status: 'connected' })
    kit.chains.setAccount('eip155', { balance: '3' })
    expect(controller.evaluate).toHaveBeenCalledTimes(1)
  })

  it("does not call evaluate() again for a 'connecting' status without an address between two 'connected' states of A", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    kit.chains.setAccount('eip155', {
      status: 'connecting',
      address: undefined,
      caipAddress: undefined,
    })
    kit.chains.setAccount('eip155', { status: 'connected', address: addressA })
    expect(controller.evaluate).toHaveBeenCalledTimes(1)
    expect(controller.signOut).not.toHaveBeenCalled()
  })

  it('calls evaluate() again once per network switch of the connected wallet (Base, then back to Ethereum)', async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    await vi.waitFor(() => expect(kit.network()?.caipNetworkId).toBe('eip155:8453'), {
      timeout: 10_000,
    })
    expect(controller.evaluate).toHaveBeenCalledTimes(2)
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:1' })
    await vi.waitFor(() => expect(kit.network()?.caipNetworkId).toBe('eip155:1'), {
      timeout: 10_000,
    })
    expect(controller.evaluate).toHaveBeenCalledTimes(3)
  })

  it('calls evaluate() again once when the wallet switches to another address', async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    await kit.walletSwitchesTo(addressB, addressA)
    expect(controller.evaluate).toHaveBeenCalledTimes(2)
  })
})

describe('startSiwx: sign-out on account change', () => {
  it("calls signOut('account-changed', A) once when the wallet switches from A to B", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    await kit.walletSwitchesTo(addressB, addressA)
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('account-changed', addressA)
  })

  it("calls signOut('account-changed', B) when the wallet then switches from B back to A", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    await kit.walletSwitchesTo(addressB, addressA)
    await kit.walletSwitchesTo(addressA, addressB)
    expect(controller.signOut.mock.calls).toEqual([
      ['account-changed', addressA],
      ['account-changed', addressB],
    ])
  })

  it('signs nobody out when the eip155 address on screen changes only in letter case', async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    kit.chains.setAccount('eip155', { address: addressA.toLowerCase() })
    expect(controller.signOut).not.toHaveBeenCalled()
  })

  it("signs nobody out for a 'connecting' status between two 'connected' states of the same address", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    kit.chains.setAccount('eip155', { status: 'connecting' })
    kit.chains.setAccount('eip155', { status: 'connected', address: addressA })
    expect(controller.signOut).not.toHaveBeenCalled()
    expect(controller.evaluate).toHaveBeenCalledTimes(1)
  })

  it("calls signOut('account-changed', A) when a 'connecting' status lies between A connected and B connected", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    kit.chains.setAccount('eip155', { status: 'connecting' })
    kit.chains.setAccount('eip155', { status: 'connected', address: addressB })
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('account-changed', addressA)
  })
})

describe('startSiwx: sessions of other accounts when an account arrives unseen', () => {
  it("calls signOutOthers('eip155', B) once at start when the wallet was switched from A to B before", async () => {
    const kit = await connectedEvmKit()
    await kit.walletSwitchesTo(addressB, addressA)
    const { controller } = watch(kit.appKit)
    expect(controller.signOutOthers).toHaveBeenCalledExactlyOnceWith('eip155', addressB)
    expect(controller.signOut).not.toHaveBeenCalled()
  })

  it("calls signOutOthers('eip155', A) once when A connects after the watcher started", async () => {
    const kit = evmKit()
    const { controller } = watch(kit.appKit)
    await kit.connectWallet()
    expect(controller.signOutOthers).toHaveBeenCalledExactlyOnceWith('eip155', addressA)
  })

  it('does not call signOutOthers() again for a network switch, a status change or a switch it saw (signOut covers that)', async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    await vi.waitFor(() => expect(kit.network()?.caipNetworkId).toBe('eip155:8453'), {
      timeout: 10_000,
    })
    kit.chains.setAccount('eip155', { status: 'connecting' })
    kit.chains.setAccount('eip155', { status: 'connected', address: addressA })
    await kit.walletSwitchesTo(addressB, addressA)
    expect(controller.signOutOthers).toHaveBeenCalledExactlyOnceWith('eip155', addressA)
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('account-changed', addressA)
  })

  it("calls signOutOthers('eip155', B) when B connects after A disconnected, with signOutOnDisconnect false", async () => {
    const kit = await connectedEvmKit({ signOutOnDisconnect: false })
    const { controller } = watch(kit.appKit)
    await disconnect(kit.appKit)
    kit.provider.state.accounts = [addressB, addressA]
    await kit.connectWallet()
    expect(kit.account()).toMatchObject({ status: 'connected', address: addressB })
    expect(controller.signOut).not.toHaveBeenCalled()
    expect(controller.signOutOthers.mock.calls).toEqual([
      ['eip155', addressA],
      ['eip155', addressB],
    ])
  })
})

describe('startSiwx: a namespace that never signs in (polkadot)', () => {
  it('does not call signOutOthers() for a Polkadot account arriving beside the EVM one', async () => {
    const kit = kitOf({
      config: { networks: ['eip155:1', polkadotNetwork], siwx: { enabled: true } },
      provider: { chains: [1], accounts: [addressA] },
    })
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    const { controller } = watch(kit.appKit)
    kit.appKit.stores.chains.setAccount('polkadot', {
      status: 'connected',
      address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    })
    expect(kit.appKit.stores.chains.getAccount('polkadot').status).toBe('connected')
    expect(controller.signOutOthers.mock.calls).toEqual([['eip155', addressA]])
  })
})

describe('startSiwx: Bitcoin accounts sign in (bip122, BIP-322)', () => {
  it('calls signOutOthers() for a Bitcoin account arriving beside the EVM one', async () => {
    const kit = kitOf({
      config: { networks: ['eip155:1', 'bitcoin'], siwx: { enabled: true } },
      provider: { chains: [1], accounts: [addressA] },
    })
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    const { controller } = watch(kit.appKit)
    kit.appKit.stores.chains.setAccount('bip122', {
      status: 'connected',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(controller.signOutOthers.mock.calls).toEqual([
      ['eip155', addressA],
      ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ])
  })
})

describe('startSiwx: sign-out on disconnect', () => {
  it("calls signOut('disconnect', A) once on disconnect() with signOutOnDisconnect left to its default", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    await disconnect(kit.appKit)
    expect(kit.account().status).toBe('disconnected')
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('disconnect', addressA)
  })

  it("calls signOut('disconnect', A) once when the wallet itself drops every account (accountsChanged [])", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    kit.provider.emit('accountsChanged', [])
    await vi.waitFor(() => expect(kit.account().status).toBe('disconnected'), { timeout: 10_000 })
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('disconnect', addressA)
  })

  it("calls signOut('disconnect', A) with siwx: { signOutOnDisconnect: true }", async () => {
    const kit = await connectedEvmKit({ signOutOnDisconnect: true })
    const { controller } = watch(kit.appKit)
    await disconnect(kit.appKit)
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('disconnect', addressA)
  })

  it('does not call signOut() on disconnect with siwx: { signOutOnDisconnect: false }', async () => {
    const kit = await connectedEvmKit({ signOutOnDisconnect: false })
    const { controller } = watch(kit.appKit)
    await disconnect(kit.appKit)
    expect(kit.account().status).toBe('disconnected')
    expect(controller.signOut).not.toHaveBeenCalled()
  })

  it("calls signOut('disconnect', A) only once when a later store change follows the disconnect", async () => {
    const kit = await connectedEvmKit()
    const { controller } = watch(kit.appKit)
    await disconnect(kit.appKit)
    kit.chains.setAccount('eip155', { currentTab: 'NFTs' })
    kit.chains.setAccount('eip155', { status: 'connecting' })
    kit.chains.setAccount('eip155', { status: 'disconnected' })
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('disconnect', addressA)
  })
})

describe('startSiwx: two namespaces (eip155 and solana)', () => {
  /** A kit serving eip155 (the announced test wallet, A) and solana (one stub wallet). */
  async function multiChainKit() {
    const wallet = stubSolanaWallet('Phantom')
    const kit = kitOf({
      config: {
        networks: ['eip155:1', 'eip155:8453', solanaMainnet, solanaDevnet],
        siwx: { enabled: true },
      },
      provider: { chainId: 1, chains: [1, 8453] },
      adapters: [eip155Adapter, stubSolanaAdapter(wallet)],
    })
    await kit.appKit.ready
    const evmConnectorId = kit.connectorId()
    const { chains } = kit.appKit.stores
    return {
      ...kit,
      chains,
      connectEvm: () => connect(kit.appKit, { connectorId: evmConnectorId }),
      connectSolana: () => connect(kit.appKit, { connectorId: wallet.id }),
      solanaAccount: () => chains.getAccount('solana'),
    }
  }

  it('signs nobody out when a Solana wallet connects beside the connected EVM one', async () => {
    const kit = await multiChainKit()
    await kit.connectEvm()
    const { controller } = watch(kit.appKit)
    await kit.connectSolana()
    expect(kit.solanaAccount()).toMatchObject({ status: 'connected', address: solanaTestAddress })
    expect(kit.account()).toMatchObject({ status: 'connected', address: addressA })
    expect(controller.signOut).not.toHaveBeenCalled()
    // Each namespace's accounts are checked apart: solana's arrival spares the EVM session.
    expect(controller.signOutOthers.mock.calls).toEqual([
      ['eip155', addressA],
      ['solana', solanaTestAddress],
    ])
  })

  it('calls evaluate() again when the active namespace changes to solana and back to eip155', async () => {
    const kit = await multiChainKit()
    await kit.connectEvm()
    await kit.connectSolana()
    kit.chains.setActiveNamespace('eip155')
    const { controller } = watch(kit.appKit)
    expect(controller.evaluate).toHaveBeenCalledTimes(1)
    kit.chains.setActiveNamespace('solana')
    expect(controller.evaluate).toHaveBeenCalledTimes(2)
    kit.chains.setActiveNamespace('eip155')
    expect(controller.evaluate).toHaveBeenCalledTimes(3)
  })

  it("calls signOut('disconnect', the Solana address) only, when solana alone disconnects", async () => {
    const kit = await multiChainKit()
    await kit.connectEvm()
    await kit.connectSolana()
    const { controller } = watch(kit.appKit)
    await disconnect(kit.appKit, { namespace: 'solana' })
    expect(kit.solanaAccount().status).toBe('disconnected')
    expect(kit.account().status).toBe('connected')
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('disconnect', solanaTestAddress)
  })

  it("calls signOut('account-changed', A) for an EVM account change while solana is the active namespace", async () => {
    const kit = await multiChainKit()
    await kit.connectEvm()
    await kit.connectSolana()
    kit.chains.setActiveNamespace('solana')
    const { controller } = watch(kit.appKit)
    kit.chains.setAccount('eip155', { address: addressB })
    expect(controller.signOut).toHaveBeenCalledExactlyOnceWith('account-changed', addressA)
    // The account on screen (solana's) did not change.
    expect(controller.evaluate).toHaveBeenCalledTimes(1)
  })

  it("calls signOut('disconnect', A) and signOut('disconnect', the Solana address) when both disconnect", async () => {
    const kit = await multiChainKit()
    await kit.connectEvm()
    await kit.connectSolana()
    const { controller } = watch(kit.appKit)
    await disconnect(kit.appKit)
    expect(controller.signOut).toHaveBeenCalledTimes(2)
    expect(controller.signOut).toHaveBeenCalledWith('disconnect', addressA)
    expect(controller.signOut).toHaveBeenCalledWith('disconnect', solanaTestAddress)
  })
})

describe('startSiwx: expiry timer', () => {
  /** A kit that stays disconnected (so its own watcher never starts), on fake time at `start`. */
  function idleKit() {
    const kit = evmKit()
    vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    return kit
  }

  it('calls expire() when fake time reaches the expirationTime 5 minutes ahead, and not 1 ms before', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(start + fiveMinutes))
    vi.advanceTimersByTime(fiveMinutes - 1)
    expect(controller.expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(controller.expire).toHaveBeenCalledExactlyOnceWith()
    expect(Date.now()).toBe(start + fiveMinutes)
  })

  it('arms the timer for a session already in the store when it starts (found by connect() first)', () => {
    const kit = idleKit()
    kit.setSession(sessionExpiringAt(start + fiveMinutes))
    const { controller } = watch(kit.appKit)
    vi.advanceTimersByTime(fiveMinutes - 1)
    expect(controller.expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(controller.expire).toHaveBeenCalledTimes(1)
  })

  it('calls expire() only once for one session, however long fake time runs on', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(start + fiveMinutes))
    vi.advanceTimersByTime(24 * 60 * 60_000)
    expect(controller.expire).toHaveBeenCalledTimes(1)
  })

  it('arms no timer for a session without expirationTime', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(undefined))
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(365 * 24 * 60 * 60_000)
    expect(controller.expire).not.toHaveBeenCalled()
  })

  it('calls expire() on the next timer tick (0 ms) for an expirationTime already past', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(start - 1000))
    expect(controller.expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(controller.expire).toHaveBeenCalledTimes(1)
  })

  it("cancels the old session's timer when a session expiring 10 minutes ahead replaces it at minute 1: expire() only at minute 10", () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(start + fiveMinutes, 'firstNonce'))
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(60_000)
    kit.setSession(sessionExpiringAt(start + 2 * fiveMinutes, 'secondNonce'))
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(2 * fiveMinutes - 60_000 - 1)
    expect(controller.expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(controller.expire).toHaveBeenCalledTimes(1)
  })

  it('calls expire() at the first expiry when a session expiring 10 minutes ahead is replaced by one expiring 5 minutes ahead', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(start + 2 * fiveMinutes, 'firstNonce'))
    kit.setSession(sessionExpiringAt(start + fiveMinutes, 'secondNonce'))
    vi.advanceTimersByTime(fiveMinutes)
    expect(controller.expire).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(fiveMinutes)
    expect(controller.expire).toHaveBeenCalledTimes(1)
  })

  it('cancels the timer when the session is cleared before it expires: no expire(), no timer left', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(start + fiveMinutes))
    vi.advanceTimersByTime(60_000)
    kit.setSession(undefined)
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(fiveMinutes)
    expect(controller.expire).not.toHaveBeenCalled()
  })

  it('re-arms an expiry beyond 2^31-1 ms instead of firing early: nothing at 1 ms nor at 2^31-1 ms, expire() exactly at the expiry', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    const expiresAt = start + maxTimerMs + fiveMinutes
    kit.setSession(sessionExpiringAt(expiresAt))
    vi.advanceTimersByTime(1)
    expect(controller.expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(maxTimerMs - 1)
    expect(controller.expire).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(fiveMinutes - 1)
    expect(controller.expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(controller.expire).toHaveBeenCalledExactlyOnceWith()
    expect(Date.now()).toBe(expiresAt)
  })

  it('re-arms twice for an expiry beyond 2 x (2^31-1) ms and calls expire() exactly at it', () => {
    const kit = idleKit()
    const { controller } = watch(kit.appKit)
    const expiresAt = start + 2 * maxTimerMs + 1000
    kit.setSession(sessionExpiringAt(expiresAt))
    vi.advanceTimersByTime(2 * maxTimerMs + 999)
    expect(controller.expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(controller.expire).toHaveBeenCalledTimes(1)
  })
})

describe('startSiwx: the stop function', () => {
  it('after stop(): no evaluate(), signOut() or expire() for a network switch, an account change, a disconnect or a session expiring', async () => {
    const kit = await connectedEvmKit()
    const { controller, stop } = watch(kit.appKit)
    expect(controller.evaluate).toHaveBeenCalledTimes(1)
    vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    kit.setSession(sessionExpiringAt(start + fiveMinutes))
    stop()
    const base = kit.appKit.config.networks.find((n) => n.caipNetworkId === 'eip155:8453')
    kit.chains.setNetwork('eip155', { caipNetwork: base })
    kit.chains.setAccount('eip155', { address: addressB })
    kit.chains.resetAccount('eip155')
    kit.setSession(sessionExpiringAt(start + 2 * fiveMinutes, 'laterNonce'))
    vi.advanceTimersByTime(4 * fiveMinutes)
    expect(controller.evaluate).toHaveBeenCalledTimes(1)
    expect(controller.signOut).not.toHaveBeenCalled()
    expect(controller.expire).not.toHaveBeenCalled()
  })

  it('stop() clears the pending expiry timer', () => {
    const kit = evmKit()
    vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { controller, stop } = watch(kit.appKit)
    kit.setSession(sessionExpiringAt(start + fiveMinutes))
    expect(vi.getTimerCount()).toBe(1)
    stop()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(fiveMinutes)
    expect(controller.expire).not.toHaveBeenCalled()
  })

  it('stop() of one watcher leaves another watcher of the same kit working', async () => {
    const kit = await connectedEvmKit()
    const first = watch(kit.appKit)
    const second = watch(kit.appKit)
    first.stop()
    await kit.walletSwitchesTo(addressB, addressA)
    expect(first.controller.signOut).not.toHaveBeenCalled()
    expect(second.controller.signOut).toHaveBeenCalledExactlyOnceWith('account-changed', addressA)
  })
})
