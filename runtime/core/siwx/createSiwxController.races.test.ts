import type { Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../schema/index.js'
import { canClose } from '../../react/modal/useRequestClose.js'
import { connect } from '../actions/connect.js'
import { setupAppKit, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import { signIn } from '../actions/signIn.js'
import { TestRpcError, testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { createSiwxController } from './createSiwxController.js'
import {
  deferred,
  inertSiwxController,
  provideSiwxController,
  sessionFor,
  siwxTestPage,
  siwxTestSigner,
  stubSiwxBackend,
} from './fixtures/stubSiwxBackend.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxState } from './SiwxState.js'
import type { SiwxSession } from './verifySiwxMessage.js'

const alice = siwxTestSigner
const addressA = testAccounts[0]
const addressB = testAccounts[1]
const page = siwxTestPage
/** The bound of every wait of this file: generous, for a loaded 2-core machine. */
const bound = 10_000

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** `promise`, or a rejection naming `what` once `bound` ms have passed without an answer. */
async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${bound} ms: ${what}`)), bound)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Settles `promise` within the bound, never throwing: its value or its error. */
const settled = (promise: Promise<unknown>, what: string) =>
  within(
    promise.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    what,
  )

const stubBackend = stubSiwxBackend

type SiwxInput = NonNullable<AppKitConfigInput['siwx']>

/**
 * A real kit (test window, announced test wallet, memory storage) connected to the wallet as A on
 * eip155:1, with `siwx` in its config, and the controller under test over a stub backend. The
 * wallet signs `personal_sign` with A's dev key; `holdSignature()` makes the next personal_sign
 * wait for the test: `asked` resolves when the wallet is asked, `release()` lets it sign.
 */
async function connectedKit(siwx: Partial<SiwxInput> = {}) {
  const kit = setupAppKit({
    config: { siwx: { enabled: true, required: false, signOutOnDisconnect: true, ...siwx } },
    provider: { chains: [1, 8453] },
  })
  const { provider } = kit
  const answer = provider.request.bind(provider)
  const holds: { asked: () => void; released: Promise<void> }[] = []
  provider.request = async (args) => {
    if (args.method !== 'personal_sign') return answer(args)
    provider.calls.push({ method: args.method, params: args.params })
    const hold = holds.shift()
    if (hold) {
      hold.asked()
      await hold.released
    }
    const [data, signer] = args.params as [Hex, string]
    if (signer.toLowerCase() !== addressA.toLowerCase()) {
      throw new TestRpcError(4100, 'Not an account of this wallet')
    }
    return alice.signMessage({ message: { raw: data } })
  }
  const holdSignature = () => {
    const asked = deferred<void>()
    const released = deferred<void>()
    holds.push({ asked: () => asked.resolve(), released: released.promise })
    return {
      asked: () => within(asked.promise, 'the wallet to be asked for personal_sign'),
      release: () => released.resolve(),
    }
  }
  // The kit's own controller (what connect() and its watcher reach) is inert, so that the
  // controller under test, over the stub backend, is the only one acting on the kit's stores,
  // modal and events.
  provideSiwxController(kit.appKit, inertSiwxController())
  await connect(kit.appKit, { connectorId: kit.connectorId() })
  expect(kit.account().status).toBe('connected')
  expect(kit.account().address).toBe(addressA)
  const backend = stubBackend()
  const controller = createSiwxController(kit.appKit, backend, page)
  const events = { signIn: vi.fn(), signOut: vi.fn(), error: vi.fn() }
  kit.appKit.events.on('siwxSignIn', events.signIn)
  kit.appKit.events.on('siwxSignOut', events.signOut)
  kit.appKit.events.on('siwxError', events.error)
  // Every state stores.siwx went through, to tell whether a session was ever shown.
  const shown: SiwxState[] = []
  kit.appKit.stores.siwx.subscribe(() => void shown.push(kit.appKit.stores.siwx.getState()))
  const siwxState = () => kit.appKit.stores.siwx.getState()
  const modalOpen = () => kit.appKit.getState().modal.open
  const signCalls = () => provider.callsOf('personal_sign')
  const waitFor = (check: () => void) => vi.waitFor(check, { timeout: bound, interval: 5 })
  return {
    ...kit,
    backend,
    controller,
    events,
    shown,
    siwxState,
    modalOpen,
    signCalls,
    holdSignature,
    waitFor,
  }
}

const base = (kit: Awaited<ReturnType<typeof connectedKit>>) => {
  const network = kit.appKit.config.networks.find((each) => each.caipNetworkId === 'eip155:8453')
  if (!network) throw new Error('eip155:8453 is not configured')
  return network
}

describe('createSiwxController races: the wallet moves on while it signs', () => {
  it("account switched to B while A signs: revoke(A), siwxSignOut { A, 'account-changed' }, no siwxSignIn, A's session never in stores.siwx", async () => {
    const kit = await connectedKit()
    const hold = kit.holdSignature()
    const signing = kit.controller.signIn()
    await hold.asked()
    expect(kit.siwxState().status).toBe('signing')
    kit.provider.state.accounts = [addressB, addressA]
    kit.provider.emit('accountsChanged', [addressB, addressA])
    await kit.waitFor(() => expect(kit.account().address).toBe(addressB))
    hold.release()
    await settled(signing, 'the sign-in for A to end')
    expect(kit.backend.addSession).toHaveBeenCalledTimes(1)
    expect(kit.backend.revoke).toHaveBeenCalledExactlyOnceWith(addressA)
    expect(kit.backend.kept.size).toBe(0)
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({
      address: addressA,
      reason: 'account-changed',
    })
    expect(kit.events.signIn).not.toHaveBeenCalled()
    expect(kit.siwxState().session).toBeUndefined()
    expect(kit.siwxState().status).not.toBe('signed-in')
    expect(kit.shown.filter((state) => state.session !== undefined)).toEqual([])
  })

  it("wallet disconnected while A signs: revoke(A), siwxSignOut { A, 'disconnect' }, no siwxSignIn, no session in stores.siwx", async () => {
    const kit = await connectedKit()
    const hold = kit.holdSignature()
    const signing = kit.controller.signIn()
    await hold.asked()
    kit.provider.emit('disconnect', { code: 4900, message: 'Disconnected' })
    await kit.waitFor(() => expect(kit.account().status).toBe('disconnected'))
    hold.release()
    await settled(signing, 'the sign-in for A to end')
    expect(kit.backend.addSession).toHaveBeenCalledTimes(1)
    expect(kit.backend.revoke).toHaveBeenCalledExactlyOnceWith(addressA)
    expect(kit.backend.kept.size).toBe(0)
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({
      address: addressA,
      reason: 'disconnect',
    })
    expect(kit.events.signIn).not.toHaveBeenCalled()
    expect(kit.siwxState().session).toBeUndefined()
    expect(kit.shown.filter((state) => state.session !== undefined)).toEqual([])
  })

  it('network switched (same account) while A signs: nothing revoked, no siwxSignOut, the session of eip155:1 stays in the backend', async () => {
    const kit = await connectedKit()
    const hold = kit.holdSignature()
    const signing = kit.controller.signIn()
    await hold.asked()
    kit.provider.state.chainId = 8453
    kit.provider.emit('chainChanged', '0x2105')
    await kit.waitFor(() => expect(kit.network()?.caipNetworkId).toBe('eip155:8453'))
    expect(kit.account().address).toBe(addressA)
    hold.release()
    const outcome = await settled(signing, 'the sign-in on eip155:1 to end')
    expect(outcome.ok).toBe(true)
    expect(kit.backend.addSession).toHaveBeenCalledTimes(1)
    expect(kit.backend.revoke).not.toHaveBeenCalled()
    expect(kit.events.signOut).not.toHaveBeenCalled()
    expect(kit.backend.kept.get(`eip155:1|${addressA}`)?.data).toMatchObject({
      accountAddress: addressA,
      chainId: 'eip155:1',
    })
  })
})

describe('createSiwxController races: cancel()', () => {
  it("cancel() while the wallet is asked (required: false): modal closed, 'signed-out'; the late signature is revoked with reason 'user', no siwxSignIn, never shown", async () => {
    const kit = await connectedKit({ required: false })
    await within(kit.controller.evaluate(), 'evaluate')
    expect(kit.view()).toBe('SIWXSignMessage')
    expect(kit.modalOpen()).toBe(true)
    const hold = kit.holdSignature()
    const signing = kit.controller.signIn()
    await hold.asked()
    await within(kit.controller.cancel(), 'cancel')
    expect(kit.modalOpen()).toBe(false)
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
    expect(kit.account().status).toBe('connected')
    hold.release()
    await settled(signing, 'the cancelled sign-in to end')
    expect(kit.backend.addSession).toHaveBeenCalledTimes(1)
    expect(kit.backend.revoke).toHaveBeenCalledExactlyOnceWith(addressA)
    expect(kit.backend.kept.size).toBe(0)
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({
      address: addressA,
      reason: 'user',
    })
    expect(kit.events.signIn).not.toHaveBeenCalled()
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
    expect(kit.shown.filter((state) => state.session !== undefined)).toEqual([])
    expect(kit.modalOpen()).toBe(false)
  })

  it('signIn() right after cancel() sends a second personal_sign while the first is still held; the first ends revoked, the second is kept and shown', async () => {
    const kit = await connectedKit({ required: false })
    const firstHold = kit.holdSignature()
    const first = kit.controller.signIn()
    await firstHold.asked()
    await within(kit.controller.cancel(), 'cancel')
    const secondHold = kit.holdSignature()
    const second = kit.controller.signIn()
    await secondHold.asked()
    expect(kit.signCalls()).toHaveLength(2)
    expect(second).not.toBe(first)
    // The cancelled signature answers first: ended before the second one is kept.
    firstHold.release()
    await settled(first, 'the cancelled sign-in to end')
    expect(kit.backend.revoke).toHaveBeenCalledExactlyOnceWith(addressA)
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({
      address: addressA,
      reason: 'user',
    })
    secondHold.release()
    const session = await within(second, 'the second sign-in')
    expect(session.data.nonce).toBe('stubNonce0002')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.backend.kept.get(`eip155:1|${addressA}`)).toBe(session)
    expect(kit.events.signIn).toHaveBeenCalledExactlyOnceWith({
      address: addressA,
      caipNetworkId: 'eip155:1',
      expirationTime: undefined,
    })
  })

  it("cancelled sign-in answering after the next one was kept: A's kept session is not revoked, stores.siwx still shows it, no siwxSignOut after the siwxSignIn", async () => {
    const kit = await connectedKit({ required: false })
    const firstHold = kit.holdSignature()
    const first = kit.controller.signIn()
    await firstHold.asked()
    await within(kit.controller.cancel(), 'cancel')
    const secondHold = kit.holdSignature()
    const second = kit.controller.signIn()
    await secondHold.asked()
    // The second signature answers first and is kept.
    secondHold.release()
    const session = await within(second, 'the second sign-in')
    expect(session.data.nonce).toBe('stubNonce0002')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.events.signIn).toHaveBeenCalledTimes(1)
    // The cancelled one answers late, for the same account that is now signed in.
    firstHold.release()
    await settled(first, 'the cancelled sign-in to end')
    expect(kit.backend.addSession).toHaveBeenCalledTimes(2)
    expect(kit.backend.revoke).not.toHaveBeenCalled()
    expect(kit.backend.kept.get(`eip155:1|${addressA}`)).toBeDefined()
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.events.signOut).not.toHaveBeenCalled()
    expect(kit.events.signIn).toHaveBeenCalledExactlyOnceWith({
      address: addressA,
      caipNetworkId: 'eip155:1',
      expirationTime: undefined,
    })
  })

  it("a cancelled sign-in ending does not free the slot of the next: a third signIn() while the second is held returns the second's promise, 2 personal_sign in all", async () => {
    const kit = await connectedKit({ required: false })
    const firstHold = kit.holdSignature()
    const first = kit.controller.signIn()
    await firstHold.asked()
    await within(kit.controller.cancel(), 'cancel')
    const secondHold = kit.holdSignature()
    const second = kit.controller.signIn()
    await secondHold.asked()
    expect(kit.signCalls()).toHaveLength(2)
    // The cancelled one ends while the second is still with the wallet.
    firstHold.release()
    await settled(first, 'the cancelled sign-in to end')
    const third = kit.controller.signIn()
    expect(third).toBe(second)
    expect(kit.signCalls()).toHaveLength(2)
    secondHold.release()
    const session = await within(third, 'the second sign-in, through the third call')
    expect(session.data.nonce).toBe('stubNonce0002')
    expect(kit.signCalls()).toHaveLength(2)
    expect(kit.backend.addSession).toHaveBeenCalledTimes(2)
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
  })

  it('required: true with a session of A on this network: canClose is true on SIWXSignMessage, and cancel() closes the modal and keeps the wallet connected', async () => {
    const kit = await connectedKit({ required: true })
    const session = await sessionFor('eip155:1')
    kit.backend.kept.set(`eip155:1|${addressA}`, session)
    await expect(within(kit.controller.evaluate(), 'evaluate')).resolves.toBe('signed-in')
    await kit.appKit.open({ view: 'SIWXSignMessage' })
    expect(kit.view()).toBe('SIWXSignMessage')
    expect(canClose(kit.appKit.config, kit.appKit.getState())).toBe(true)
    await within(kit.controller.cancel(), 'cancel')
    expect(kit.modalOpen()).toBe(false)
    expect(kit.account().status).toBe('connected')
    expect(kit.account().address).toBe(addressA)
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.backend.revoke).not.toHaveBeenCalled()
  })

  it("required: true with a session of A on this network, signIn() held then cancel(): wallet stays connected, modal closed, 'signed-in' with that session; the late signature revokes nothing", async () => {
    const kit = await connectedKit({ required: true })
    const existing = await sessionFor('eip155:1')
    kit.backend.kept.set(`eip155:1|${addressA}`, existing)
    await expect(within(kit.controller.evaluate(), 'evaluate')).resolves.toBe('signed-in')
    await kit.appKit.open({ view: 'SIWXSignMessage' })
    expect(kit.view()).toBe('SIWXSignMessage')
    const hold = kit.holdSignature()
    const signing = kit.controller.signIn()
    await hold.asked()
    expect(kit.siwxState().status).toBe('signing')
    await within(kit.controller.cancel(), 'cancel')
    expect(kit.account().status).toBe('connected')
    expect(kit.account().address).toBe(addressA)
    expect(kit.modalOpen()).toBe(false)
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session: existing })
    hold.release()
    await settled(signing, 'the cancelled sign-in to end')
    expect(kit.backend.addSession).toHaveBeenCalledTimes(1)
    expect(kit.backend.revoke).not.toHaveBeenCalled()
    expect(kit.backend.kept.get(`eip155:1|${addressA}`)).toBeDefined()
    expect(kit.events.signOut).not.toHaveBeenCalled()
    expect(kit.events.signIn).not.toHaveBeenCalled()
    expect(kit.account().status).toBe('connected')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session: existing })
    expect(kit.modalOpen()).toBe(false)
  })
})

describe('createSiwxController races: look-ups', () => {
  it("a slow getSession started before a successful signIn() answering undefined afterwards: status stays 'signed-in', the modal is not reopened", async () => {
    const kit = await connectedKit()
    const lookUp = deferred<SiwxSession | undefined>()
    kit.backend.getSession.mockReturnValueOnce(lookUp.promise)
    const evaluation = kit.controller.evaluate()
    expect(kit.siwxState().status).toBe('checking')
    const session = await within(kit.controller.signIn(), 'the sign-in')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.modalOpen()).toBe(false)
    lookUp.resolve(undefined)
    await expect(within(evaluation, 'the slow look-up')).resolves.toBe('skipped')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.modalOpen()).toBe(false)
    expect(kit.events.signOut).not.toHaveBeenCalled()
  })

  it("enabled: true, a slow getSession started before a successful signIn() rejecting afterwards: no siwxError, status stays 'signed-in', the wallet stays connected, Connect is not opened", async () => {
    const kit = await connectedKit({ enabled: true })
    const lookUp = deferred<SiwxSession | undefined>()
    kit.backend.getSession.mockReturnValueOnce(lookUp.promise)
    const evaluation = kit.controller.evaluate()
    expect(kit.siwxState().status).toBe('checking')
    const session = await within(kit.controller.signIn(), 'the sign-in')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.modalOpen()).toBe(false)
    const open = vi.spyOn(kit.appKit, 'open')
    lookUp.reject(new Error('session look-up failed'))
    await expect(within(evaluation, 'the slow look-up')).resolves.toBe('skipped')
    expect(kit.events.error).not.toHaveBeenCalled()
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.account().status).toBe('connected')
    expect(kit.account().address).toBe(addressA)
    expect(kit.modalOpen()).toBe(false)
    expect(open).not.toHaveBeenCalled()
    expect(kit.events.signOut).not.toHaveBeenCalled()
  })

  it('evaluate() finding a session while SIWXSignMessage is on screen closes the modal and shows the session', async () => {
    const kit = await connectedKit()
    // eip155:1 has no session: the sign view opens.
    await expect(within(kit.controller.evaluate(), 'evaluate on eip155:1')).resolves.toBe('asked')
    expect(kit.modalOpen()).toBe(true)
    expect(kit.view()).toBe('SIWXSignMessage')
    // Back on a network that has one.
    const session = await sessionFor('eip155:8453')
    kit.backend.kept.set(`eip155:8453|${addressA}`, session)
    kit.appKit.stores.chains.setNetwork('eip155', { caipNetwork: base(kit) })
    await expect(within(kit.controller.evaluate(), 'evaluate on eip155:8453')).resolves.toBe(
      'signed-in',
    )
    expect(kit.modalOpen()).toBe(false)
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
  })
})

describe('createSiwxController races: keepSignIn()', () => {
  it('keepSignIn(signed, signal) with the signal aborted while addSession is pending: rejects, revoke(A), no siwxError, no siwxSignIn', async () => {
    const kit = await connectedKit()
    const terms = await within(kit.controller.messageTerms(), 'messageTerms')
    const formatted = formatSiwxMessage({
      namespace: 'eip155',
      address: addressA,
      version: '1',
      chainId: '1',
      ...terms,
    })
    if (!formatted.ok) throw new Error(formatted.problem.reason)
    const signed = {
      message: formatted.message,
      signature: await alice.signMessage({ message: formatted.message }),
    }
    const gate = deferred<void>()
    const reached = deferred<void>()
    const keep = kit.backend.addSession.getMockImplementation()
    if (!keep) throw new Error('the stub backend has no addSession')
    kit.backend.addSession.mockImplementationOnce(async (args) => {
      reached.resolve()
      await gate.promise
      return keep(args)
    })
    const controller = new AbortController()
    const kept = kit.controller.keepSignIn(signed, controller.signal)
    await within(reached.promise, 'addSession to be called')
    expect(kit.siwxState().status).toBe('authenticating')
    controller.abort()
    gate.resolve()
    const outcome = await settled(kept, 'keepSignIn')
    expect(outcome.ok).toBe(false)
    expect(kit.backend.revoke).toHaveBeenCalledExactlyOnceWith(addressA)
    expect(kit.backend.kept.size).toBe(0)
    expect(kit.events.error).not.toHaveBeenCalled()
    expect(kit.events.signIn).not.toHaveBeenCalled()
    expect(kit.siwxState().session).toBeUndefined()
    expect(kit.shown.filter((state) => state.session !== undefined)).toEqual([])
  })
})

describe('createSiwxController races: signOutOthers() before a new session', () => {
  /** A's message with this controller's terms, signed by A: what a wallet hands back. */
  async function signedByA(kit: Awaited<ReturnType<typeof connectedKit>>) {
    const terms = await within(kit.controller.messageTerms(), 'messageTerms')
    const formatted = formatSiwxMessage({
      namespace: 'eip155',
      address: addressA,
      version: '1',
      chainId: '1',
      ...terms,
    })
    if (!formatted.ok) throw new Error(formatted.problem.reason)
    const message = formatted.message
    return { message, signature: await alice.signMessage({ message }) }
  }

  it('keepSignIn() while signOutOthers() waits on the backend: addSession only once it has ended, then the session is kept and shown', async () => {
    const kit = await connectedKit()
    const signed = await signedByA(kit)
    const gate = deferred<string[]>()
    kit.backend.revokeOthers.mockImplementationOnce(() => gate.promise)
    const ending = kit.controller.signOutOthers('eip155', addressA)
    const kept = kit.controller.keepSignIn(signed)
    // Else the server's revoke, of whatever session the cookie holds by then, could end this one.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kit.backend.addSession).not.toHaveBeenCalled()
    gate.resolve([])
    await within(ending, 'signOutOthers')
    const session = await within(kept, 'keepSignIn')
    expect(kit.backend.addSession).toHaveBeenCalledOnce()
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
  })

  it('signIn() while signOutOthers() waits on the backend: the signature is asked for, addSession only once it has ended', async () => {
    const kit = await connectedKit()
    const gate = deferred<string[]>()
    kit.backend.revokeOthers.mockImplementationOnce(() => gate.promise)
    const answer = kit.provider.request
    let walletAnswered = false
    kit.provider.request = async (args) => {
      const result = await answer(args)
      if (args.method === 'personal_sign') walletAnswered = true
      return result
    }
    const ending = kit.controller.signOutOthers('eip155', addressA)
    const signing = kit.controller.signIn()
    await kit.waitFor(() => expect(walletAnswered).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kit.backend.addSession).not.toHaveBeenCalled()
    gate.resolve([])
    await within(ending, 'signOutOthers')
    const session = await within(signing, 'signIn')
    expect(kit.backend.addSession).toHaveBeenCalledOnce()
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
  })

  it('a signOutOthers() that failed does not hold back the next sign-in', async () => {
    const kit = await connectedKit()
    kit.backend.revokeOthers.mockRejectedValueOnce(new Error('server down'))
    const outcome = await settled(kit.controller.signOutOthers('eip155', addressA), 'signOutOthers')
    expect(outcome.ok).toBe(false)
    const session = await within(kit.controller.signIn(), 'signIn')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
  })
})

describe('signIn(appKit) action', () => {
  it('resolves without opening the modal for an account already signed in', async () => {
    const kit = await connectedKit()
    kit.backend.kept.set(`eip155:1|${addressA}`, await sessionFor('eip155:1'))
    await expect(within(kit.controller.evaluate(), 'evaluate')).resolves.toBe('signed-in')
    await expect(within(signIn(kit.appKit), 'signIn(appKit)')).resolves.toBeUndefined()
    expect(kit.modalOpen()).toBe(false)
    expect(kit.siwxState().status).toBe('signed-in')
  })
})
