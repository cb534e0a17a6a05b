import type { Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../schema/index.js'
import { connect } from '../actions/connect.js'
import { setupAppKit, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import { TestRpcError, testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { storageKeys } from '../storage/storageKeys.js'
import { createSiwxController, type SiwxController } from './createSiwxController.js'
import {
  deferred,
  inertSiwxController,
  provideSiwxController,
  sessionFor,
  siwxTestPage,
  siwxTestSigner,
  stubSiwxBackend,
} from './fixtures/stubSiwxBackend.js'
import {
  SiwxInitializationError,
  SiwxNotConnectedError,
  SiwxNotEnabledError,
  SiwxSignatureDeclinedError,
  SiwxVerifyError,
} from './siwxErrors.js'
import type { SiwxSession } from './verifySiwxMessage.js'

const alice = siwxTestSigner
const address = testAccounts[0]
const page = siwxTestPage
const initializationMessage = 'A problem occurred while trying initialize authentication'

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const stubBackend = stubSiwxBackend

type SiwxInput = NonNullable<AppKitConfigInput['siwx']>

/**
 * A real kit (test window, announced test wallet, memory storage) connected to the wallet on
 * eip155:1, with `siwx` in its config, and the controller under test over a stub backend. The test
 * wallet signs `personal_sign` with the dev key of its account.
 */
async function connectedKit(
  siwx: Partial<SiwxInput> = {},
  options: { chains?: readonly number[] } = {},
) {
  const kit = setupAppKit({
    config: { siwx: { enabled: true, required: false, signOutOnDisconnect: true, ...siwx } },
    provider: { chains: options.chains ?? [1, 8453] },
  })
  const { provider } = kit
  const answer = provider.request.bind(provider)
  // personal_sign goes through the test wallet first (its queued answers: 4001, 'hold'); what it
  // would approve, the account's key signs.
  provider.request = async (args) => {
    try {
      return await answer(args)
    } catch (error) {
      if (args.method !== 'personal_sign' || (error as TestRpcError).code !== 4200) throw error
      const [data, signer] = args.params as [Hex, string]
      if (signer.toLowerCase() !== address.toLowerCase()) {
        throw new TestRpcError(4100, 'Not an account of this wallet')
      }
      return alice.signMessage({ message: { raw: data } })
    }
  }
  // The kit's own controller (what connect() and its watcher reach) is inert, so that the
  // controller under test, over the stub backend, is the only one acting on the kit's stores,
  // modal and events.
  provideSiwxController(kit.appKit, inertSiwxController())
  await connect(kit.appKit, { connectorId: kit.connectorId() })
  expect(kit.account().status).toBe('connected')
  const backend = stubBackend()
  const controller = createSiwxController(kit.appKit, backend, page)
  const events = {
    signIn: vi.fn(),
    signOut: vi.fn(),
    error: vi.fn(),
  }
  kit.appKit.events.on('siwxSignIn', events.signIn)
  kit.appKit.events.on('siwxSignOut', events.signOut)
  kit.appKit.events.on('siwxError', events.error)
  const siwxState = () => kit.appKit.stores.siwx.getState()
  const modalOpen = () => kit.appKit.getState().modal.open
  const signCalls = () => provider.callsOf('personal_sign')
  return { ...kit, backend, controller, events, siwxState, modalOpen, signCalls }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${String(value)}`)
    },
    (error: unknown) => error,
  )

describe('createSiwxController: evaluate()', () => {
  it("asks: with no session it resolves 'asked', opens the modal on SIWXSignMessage and shows signed-out", async () => {
    const kit = await connectedKit()
    expect(kit.modalOpen()).toBe(false)
    await expect(kit.controller.evaluate()).resolves.toBe('asked')
    expect(kit.backend.getSession).toHaveBeenCalledExactlyOnceWith('eip155:1', address)
    expect(kit.modalOpen()).toBe(true)
    expect(kit.view()).toBe('SIWXSignMessage')
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
  })

  it("resolves 'signed-in' with a session, puts it in stores.siwx and leaves the modal closed", async () => {
    const kit = await connectedKit()
    const session = await sessionFor('eip155:1')
    kit.backend.getSession.mockResolvedValueOnce(session)
    await expect(kit.controller.evaluate()).resolves.toBe('signed-in')
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.modalOpen()).toBe(false)
  })

  it("shows 'checking' while the look-up runs, and shares one getSession call among concurrent calls", async () => {
    const kit = await connectedKit()
    const lookUp = deferred<SiwxSession | undefined>()
    kit.backend.getSession.mockReturnValueOnce(lookUp.promise)
    const calls = [kit.controller.evaluate(), kit.controller.evaluate(), kit.controller.evaluate()]
    expect(kit.siwxState().status).toBe('checking')
    const session = await sessionFor('eip155:1')
    lookUp.resolve(session)
    expect(await Promise.all(calls)).toEqual(['signed-in', 'signed-in', 'signed-in'])
    expect(kit.backend.getSession).toHaveBeenCalledTimes(1)
  })

  it('does not look up again for the same account and network once evaluated', async () => {
    const kit = await connectedKit()
    await kit.controller.evaluate()
    await kit.appKit.close()
    await expect(kit.controller.evaluate()).resolves.toBe('asked')
    expect(kit.backend.getSession).toHaveBeenCalledTimes(1)
  })

  it('looks up again after the network changes, for the new network', async () => {
    const kit = await connectedKit()
    await kit.controller.evaluate()
    const base = kit.appKit.config.networks.find((n) => n.caipNetworkId === 'eip155:8453')
    kit.appKit.stores.chains.setNetwork('eip155', { caipNetwork: base })
    await kit.controller.evaluate()
    expect(kit.backend.getSession.mock.calls).toEqual([
      ['eip155:1', address],
      ['eip155:8453', address],
    ])
  })

  it("getSession rejecting with enabled: true emits siwxError 'A problem occurred while trying initialize authentication', disconnects and opens Connect", async () => {
    const kit = await connectedKit({ enabled: true })
    const cause = new Error('session store down')
    kit.backend.getSession.mockRejectedValueOnce(cause)
    await expect(kit.controller.evaluate()).resolves.toBe('skipped')
    expect(kit.events.error).toHaveBeenCalledTimes(1)
    const [[payload] = []] = kit.events.error.mock.calls
    const error = (payload as { error: SiwxInitializationError }).error
    expect(error).toBeInstanceOf(SiwxInitializationError)
    expect(error.shortMessage).toBe(initializationMessage)
    expect(error.cause).toBe(cause)
    expect(kit.account().status).toBe('disconnected')
    expect(kit.account().address).toBeUndefined()
    expect(kit.modalOpen()).toBe(true)
    expect(kit.view()).toBe('Connect')
    expect(kit.siwxState()).toEqual({ status: 'unavailable', session: undefined })
    expect(kit.logger.error).toHaveBeenCalledWith(initializationMessage, cause)
  })

  it("getSession rejecting with enabled: false keeps the wallet, shows 'signed-out' and emits no siwxError", async () => {
    const kit = await connectedKit({ enabled: false })
    const cause = new Error('session store down')
    kit.backend.getSession.mockRejectedValueOnce(cause)
    await expect(kit.controller.evaluate()).resolves.toBe('skipped')
    expect(kit.account().status).toBe('connected')
    expect(kit.account().address).toBe(address)
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
    expect(kit.events.error).not.toHaveBeenCalled()
    expect(kit.modalOpen()).toBe(false)
    expect(kit.logger.warn).toHaveBeenCalledWith('Could not look up the sign-in session', cause)
  })

  it("with enabled: false and no session it resolves 'skipped' without opening the modal", async () => {
    const kit = await connectedKit({ enabled: false })
    await expect(kit.controller.evaluate()).resolves.toBe('skipped')
    expect(kit.modalOpen()).toBe(false)
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
  })

  it("resolves 'skipped' and shows 'unavailable' when no wallet is connected", async () => {
    const kit = setupAppKit({ config: { siwx: { enabled: true } } })
    const backend = stubBackend()
    const controller = createSiwxController(kit.appKit, backend, page)
    await expect(controller.evaluate()).resolves.toBe('skipped')
    expect(backend.getSession).not.toHaveBeenCalled()
    expect(kit.appKit.stores.siwx.getState()).toEqual({ status: 'unavailable', session: undefined })
  })

  it("resolves 'skipped' and shows no session for a look-up that ends after the account on screen changed", async () => {
    const kit = await connectedKit()
    const lookUp = deferred<SiwxSession | undefined>()
    kit.backend.getSession.mockReturnValueOnce(lookUp.promise)
    const pending = kit.controller.evaluate()
    kit.appKit.stores.chains.setAccount('eip155', { address: testAccounts[1] })
    lookUp.resolve(await sessionFor('eip155:1'))
    await expect(pending).resolves.toBe('skipped')
    expect(kit.siwxState().status).not.toBe('signed-in')
    expect(kit.siwxState().session).toBeUndefined()
    expect(kit.modalOpen()).toBe(false)
  })
})

describe('createSiwxController: signIn()', () => {
  it('signs in: one personal_sign of the formatted message, siwxSignIn, modal closed, last network stored', async () => {
    const kit = await connectedKit({ statement: 'Sign in to the dapp' })
    await kit.controller.evaluate()
    expect(kit.modalOpen()).toBe(true)
    const session = await kit.controller.signIn()
    expect(kit.signCalls()).toHaveLength(1)
    expect(kit.backend.getNonce).toHaveBeenCalledTimes(1)
    expect(kit.backend.addSession).toHaveBeenCalledTimes(1)
    expect(session.data).toMatchObject({
      accountAddress: address,
      chainId: 'eip155:1',
      domain: page.domain,
      uri: page.uri,
      version: '1',
      nonce: 'stubNonce0001',
      statement: 'Sign in to the dapp',
    })
    expect(session.data.expirationTime).toBeUndefined()
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
    expect(kit.events.signIn).toHaveBeenCalledExactlyOnceWith({
      address,
      caipNetworkId: 'eip155:1',
      expirationTime: undefined,
    })
    expect(kit.modalOpen()).toBe(false)
    expect(kit.appKit.storage.get(storageKeys.siwxLastNetwork)).toBe('eip155:1')
    expect(kit.storage?.getItem('@appkit/auth/siwx_last_network')).toBe(
      JSON.stringify({ v: 1, value: 'eip155:1' }),
    )
  })

  it('asks the wallet with personal_sign of the hex message and the address', async () => {
    const kit = await connectedKit()
    const session = await kit.controller.signIn()
    const [call] = kit.signCalls()
    if (!call) throw new Error('the wallet was not asked to sign')
    const [data, signer] = call.params as [Hex, string]
    expect(Buffer.from(data.slice(2), 'hex').toString('utf8')).toBe(session.message)
    expect(signer).toBe(address)
  })

  it('writes an expiration time of issuedAt plus siwx.expiry seconds', async () => {
    const kit = await connectedKit({ expiry: 3600 })
    const session = await kit.controller.signIn()
    const { issuedAt, expirationTime } = session.data
    expect(Date.parse(expirationTime ?? '') - Date.parse(issuedAt)).toBe(3_600_000)
    expect(kit.events.signIn).toHaveBeenCalledWith({
      address,
      caipNetworkId: 'eip155:1',
      expirationTime,
    })
  })

  it("rejects with SiwxSignatureDeclinedError 'Signature declined' when personal_sign answers 4001, and shows signed-out", async () => {
    const kit = await connectedKit()
    kit.provider.answerNext('personal_sign', 4001)
    const error = await rejection(kit.controller.signIn())
    expect(error).toBeInstanceOf(SiwxSignatureDeclinedError)
    expect(error).toMatchObject({
      shortMessage: 'Signature declined',
      code: 'SIWX_SIGNATURE_DECLINED',
    })
    // The wallet's own rejection is kept as the cause.
    expect((error as SiwxSignatureDeclinedError).cause).toBeInstanceOf(UserRejectedRequestError)
    expect((error as SiwxSignatureDeclinedError).cause).toMatchObject({ rpcCode: 4001 })
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
    expect(kit.backend.addSession).not.toHaveBeenCalled()
    expect(kit.events.error).toHaveBeenCalledExactlyOnceWith({ error })
    expect(kit.events.signIn).not.toHaveBeenCalled()
  })

  it('leaves the sign view on screen after a declined signature (opens it when closed)', async () => {
    const kit = await connectedKit()
    kit.provider.answerNext('personal_sign', 4001)
    await rejection(kit.controller.signIn())
    expect(kit.modalOpen()).toBe(true)
    expect(kit.view()).toBe('SIWXSignMessage')
  })

  it("says 'This application might not support Smart Accounts' when a smart account declines", async () => {
    const kit = await connectedKit()
    kit.appKit.stores.chains.setAccount('eip155', {
      allAccounts: [{ namespace: 'eip155', address, type: 'smartAccount' }],
    })
    kit.provider.answerNext('personal_sign', 4001)
    const error = await rejection(kit.controller.signIn())
    expect(error).toBeInstanceOf(SiwxSignatureDeclinedError)
    expect(error).toMatchObject({
      shortMessage: 'This application might not support Smart Accounts',
    })
    expect(kit.siwxState().status).toBe('signed-out')
  })

  it('runs one signature for two signIn() calls at once: one personal_sign, one nonce, the same session', async () => {
    const kit = await connectedKit()
    kit.provider.answerNext('personal_sign', 'hold')
    const first = kit.controller.signIn()
    const second = kit.controller.signIn()
    await vi.waitFor(() => expect(kit.signCalls()).toHaveLength(1), { timeout: 10_000 })
    expect(kit.siwxState().status).toBe('signing')
    kit.provider.releaseHeld()
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    expect(kit.signCalls()).toHaveLength(1)
    expect(kit.backend.getNonce).toHaveBeenCalledTimes(1)
    expect(kit.backend.addSession).toHaveBeenCalledTimes(1)
  })

  it('starts a new signature for a signIn() after the previous one ended', async () => {
    const kit = await connectedKit()
    kit.provider.answerNext('personal_sign', 4001)
    await rejection(kit.controller.signIn())
    await kit.controller.signIn()
    expect(kit.signCalls()).toHaveLength(2)
    expect(kit.siwxState().status).toBe('signed-in')
  })

  it('rejects with the backend refusal (SiwxVerifyError) and shows signed-out when addSession refuses', async () => {
    const kit = await connectedKit()
    kit.backend.addSession.mockRejectedValueOnce(new SiwxVerifyError('nonce-used'))
    const error = await rejection(kit.controller.signIn())
    expect(error).toBeInstanceOf(SiwxVerifyError)
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
    expect(kit.events.error).toHaveBeenCalledExactlyOnceWith({ error })
    expect(kit.appKit.storage.get(storageKeys.siwxLastNetwork)).toBeUndefined()
  })

  it("rejects with SiwxNotEnabledError 'SIWX is not enabled' without siwx in the config", async () => {
    const kit = setupAppKit()
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    const controller: SiwxController = createSiwxController(kit.appKit, stubBackend(), page)
    const error = await rejection(controller.signIn())
    expect(error).toBeInstanceOf(SiwxNotEnabledError)
    expect(error).toMatchObject({ shortMessage: 'SIWX is not enabled' })
    await expect(controller.signOut('user')).rejects.toMatchObject({
      shortMessage: 'SIWX is not enabled',
    })
  })

  it("rejects with SiwxNotConnectedError 'No ActiveCaipAddress found' when no wallet is connected", async () => {
    const kit = setupAppKit({ config: { siwx: { enabled: true } } })
    const controller = createSiwxController(kit.appKit, stubBackend(), page)
    const error = await rejection(controller.signIn())
    expect(error).toBeInstanceOf(SiwxNotConnectedError)
    expect(error).toMatchObject({ shortMessage: 'No ActiveCaipAddress found' })
  })
})

describe('createSiwxController: cancel()', () => {
  it('closes the modal and keeps the wallet with required: false', async () => {
    const kit = await connectedKit({ required: false })
    await kit.controller.evaluate()
    expect(kit.modalOpen()).toBe(true)
    await kit.controller.cancel()
    expect(kit.modalOpen()).toBe(false)
    expect(kit.account().status).toBe('connected')
  })

  it('disconnects the wallet with required: true and no session', async () => {
    const kit = await connectedKit({ required: true })
    await kit.controller.evaluate()
    await kit.controller.cancel()
    expect(kit.account().status).toBe('disconnected')
    expect(kit.modalOpen()).toBe(false)
  })

  it('switches back to the last signed-in network with required: true when it still has a session', async () => {
    const kit = await connectedKit({ required: true })
    kit.appKit.storage.set(storageKeys.siwxLastNetwork, 'eip155:8453')
    const session = await sessionFor('eip155:8453')
    kit.backend.kept.set(`eip155:8453|${address}`, session)
    await kit.controller.evaluate()
    await kit.controller.cancel()
    expect(kit.backend.getSession).toHaveBeenLastCalledWith('eip155:8453', address)
    expect(kit.account().status).toBe('connected')
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
  })

  it('disconnects with required: true when the last network has no session any more', async () => {
    const kit = await connectedKit({ required: true })
    kit.appKit.storage.set(storageKeys.siwxLastNetwork, 'eip155:8453')
    await kit.controller.cancel()
    expect(kit.account().status).toBe('disconnected')
  })
})

describe('createSiwxController: signOut() and expire()', () => {
  it("signOut('user') revokes, emits siwxSignOut with reason 'user' and shows signed-out", async () => {
    const kit = await connectedKit()
    await kit.controller.signIn()
    await kit.controller.signOut('user')
    expect(kit.backend.revoke).toHaveBeenCalledExactlyOnceWith(address)
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({ address, reason: 'user' })
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
    expect(kit.backend.kept.size).toBe(0)
    expect(kit.account().status).toBe('connected')
  })

  it("after signOut('user') evaluate() for the same account resolves 'skipped' without a look-up or the modal", async () => {
    const kit = await connectedKit()
    await kit.controller.signIn()
    kit.backend.getSession.mockClear()
    await kit.controller.signOut('user')
    await expect(kit.controller.evaluate()).resolves.toBe('skipped')
    expect(kit.backend.getSession).not.toHaveBeenCalled()
    expect(kit.modalOpen()).toBe(false)
  })

  it('emits siwxSignOut even when revoke rejects, and rejects with its error', async () => {
    const kit = await connectedKit()
    await kit.controller.signIn()
    const failure = new Error('server down')
    kit.backend.revoke.mockRejectedValueOnce(failure)
    await expect(kit.controller.signOut('user')).rejects.toBe(failure)
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({ address, reason: 'user' })
    expect(kit.siwxState().status).toBe('signed-out')
  })

  it('signOut of another address revokes it and leaves the session on screen', async () => {
    const kit = await connectedKit()
    const session = await kit.controller.signIn()
    await kit.controller.signOut('account-changed', testAccounts[1])
    expect(kit.backend.revoke).toHaveBeenCalledExactlyOnceWith(testAccounts[1])
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({
      address: testAccounts[1],
      reason: 'account-changed',
    })
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
  })

  it('signOut of the account on screen named in lower case still clears the checksummed session', async () => {
    const kit = await connectedKit()
    await kit.controller.signIn()
    await kit.controller.signOut('account-changed', address.toLowerCase())
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
  })

  it("expire() ends the session on screen with reason 'expired' and asks again", async () => {
    const kit = await connectedKit()
    await kit.controller.signIn()
    kit.backend.kept.clear()
    await expect(kit.controller.expire()).resolves.toBe('asked')
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({ address, reason: 'expired' })
    expect(kit.modalOpen()).toBe(true)
    expect(kit.view()).toBe('SIWXSignMessage')
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
  })
})

describe('createSiwxController: signOutOthers()', () => {
  const addressB = testAccounts[1]

  it("ends the namespace's other accounts' sessions through revokeOthers and emits siwxSignOut 'account-changed' for each one ended", async () => {
    const kit = await connectedKit()
    kit.backend.revokeOthers.mockResolvedValueOnce([addressB])
    await kit.controller.signOutOthers('eip155', address)
    expect(kit.backend.revokeOthers).toHaveBeenCalledExactlyOnceWith('eip155', address)
    expect(kit.events.signOut).toHaveBeenCalledExactlyOnceWith({
      address: addressB,
      reason: 'account-changed',
    })
  })

  it('clears the session on screen when it is of an account it ended', async () => {
    const kit = await connectedKit()
    kit.appKit.stores.siwx.setState({ status: 'signed-in', session: await sessionFor() })
    kit.backend.revokeOthers.mockResolvedValueOnce([address.toLowerCase()])
    await kit.controller.signOutOthers('eip155', addressB)
    expect(kit.siwxState()).toEqual({ status: 'signed-out', session: undefined })
  })

  it('emits nothing and keeps the session on screen when no other account had a session', async () => {
    const kit = await connectedKit()
    const session = await kit.controller.signIn()
    await kit.controller.signOutOthers('eip155', address)
    expect(kit.backend.revokeOthers).toHaveBeenCalledOnce()
    expect(kit.events.signOut).not.toHaveBeenCalled()
    expect(kit.siwxState()).toEqual({ status: 'signed-in', session })
  })

  it("rejects with the backend's error and emits no siwxSignOut when revokeOthers fails", async () => {
    const kit = await connectedKit()
    const failure = new Error('server down')
    kit.backend.revokeOthers.mockRejectedValueOnce(failure)
    await expect(kit.controller.signOutOthers('eip155', address)).rejects.toBe(failure)
    expect(kit.events.signOut).not.toHaveBeenCalled()
  })
})
