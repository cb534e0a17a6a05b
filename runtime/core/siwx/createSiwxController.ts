import { getAddress } from 'viem'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
// Through the public entry, not the modules themselves: a lazy chunk that imports a first-load
// module by its own path makes the bundler split that module out into an extra first-load file.
import { disconnect, isSameAccount, storageKeys, switchNetwork, toBaseError } from '../kernel.js'
import { endOtherAccounts } from './endOtherAccounts.js'
import { isSiwxNamespace } from './isSiwxNamespace.js'
import type { SiwxNamespace } from './SiwxMessageFields.js'
import type { SiwxSessionBackend } from './SiwxSessionBackend.js'
import { signSiwxMessage } from './signSiwxMessage.js'
import { siwxChainsOf } from './siwxChainsOf.js'
import {
  SiwxInitializationError,
  SiwxNotConnectedError,
  SiwxNotEnabledError,
  SiwxSignatureDeclinedError,
  siwxMessages,
} from './siwxErrors.js'
import type { SiwxSession } from './verifySiwxMessageWith.js'
import { writeSiwxMessage } from './writeSiwxMessage.js'

/** What `evaluate` decided for the account on screen. */
export type SiwxEvaluation = 'signed-in' | 'asked' | 'skipped'

/** Why a session ended, as the `siwxSignOut` event says. */
export type SiwxSignOutReason = 'user' | 'disconnect' | 'account-changed' | 'expired'

export interface SiwxController {
  /**
   * Looks for a session of the account on screen (SPEC section 4): found -> signed in; none and
   * `siwx.enabled` -> the modal opens on SIWXSignMessage; a failed look-up -> the initialization
   * failure (error, disconnect, Connect). Concurrent calls for one account and network share one
   * look-up.
   */
  evaluate(): Promise<SiwxEvaluation>
  /** Has the wallet sign a fresh message and keeps the session; closes the modal on success. */
  signIn(): Promise<SiwxSession>
  /** SPEC section 4's cancel: required -> back to the last network with a session, or disconnect. */
  cancel(): Promise<void>
  /** Ends the session of `address` (the account on screen by default). */
  signOut(reason: SiwxSignOutReason, address?: string): Promise<void>
  /**
   * `address` arrived in `namespace` unseen (there when sign-in began watching, or after none):
   * another account's session there comes from a switch made before (the code loads lazily, the
   * page may have been closed) and ends as that switch would have ended it ('account-changed').
   */
  signOutOthers(namespace: ChainNamespace, address: string): Promise<void>
  /** The session on screen reached its expiration time: signed out, and asked again. */
  expire(): Promise<SiwxEvaluation>
  /** What the next message must say: this page's domain and URI, a fresh nonce, the settings. */
  messageTerms(): Promise<SiwxMessageTerms>
  /**
   * Verifies and keeps a message the wallet signed elsewhere (WalletConnect's one-click
   * authentication); rejects, keeping nothing, when it does not verify.
   */
  keepSignIn(
    signed: { message: string; signature: string },
    signal?: AbortSignal,
  ): Promise<SiwxSession>
}

/** The parts of a sign-in message that are this app's, not the account's. */
export interface SiwxMessageTerms {
  domain: string
  uri: string
  nonce: string
  issuedAt: string
  statement?: string
  expirationTime?: string
}

interface Target {
  namespace: SiwxNamespace
  network: CaipNetwork
  address: string
  key: string
}

/**
 * The sign-in controller of one kit: it keeps `appKit.stores.siwx` true for the account on screen
 * and runs the flow of SPEC section 4 over a session backend (browser or server).
 * @example const siwx = createSiwxController(appKit, createBrowserSiwxSessions({ ... }))
 */
export function createSiwxController(
  appKit: AppKit,
  sessions: SiwxSessionBackend,
  page: { domain: string; uri: string },
): SiwxController {
  const { config, stores, events, logger, storage } = appKit
  const settings = config.siwx
  let evaluation: { key: string; result: Promise<SiwxEvaluation> } | undefined
  let signing: Promise<SiwxSession> | undefined
  // Bumped by every sign-in kept and every cancel: an answer that began before it is stale.
  let generation = 0
  // The last signOutOthers: a session is kept only after it, or the server's revoke (of whatever
  // session the cookie holds by then) could end the one just signed in.
  let endingOthers: Promise<void> = Promise.resolve()

  /** The connected account and network of the active namespace, if sign-in applies to them. */
  function target(): Target | undefined {
    const { activeNamespace } = stores.chains.getState()
    const account = stores.chains.getAccount(activeNamespace)
    const network = stores.chains.getNetwork(activeNamespace).caipNetwork
    if (account.status !== 'connected' || !account.address || !network) return undefined
    if (!isSiwxNamespace(activeNamespace)) return undefined
    if (!config.networks.some((each) => each.caipNetworkId === network.caipNetworkId)) {
      return undefined
    }
    return {
      namespace: activeNamespace,
      network,
      address: account.address,
      key: `${network.caipNetworkId}|${account.address}`,
    }
  }

  const current = (key: string) => target()?.key === key

  /**
   * A session kept for an account that is no longer on screen (the wallet switched accounts, or
   * disconnected, while it signed; or the visitor cancelled): it is ended again at once, never
   * kept silently.
   */
  async function endStale(address: string, reason: SiwxSignOutReason): Promise<void> {
    await sessions
      .revoke(address)
      .catch((error: unknown) => logger.warn('Could not end a stale sign-in session', error))
    events.emit('siwxSignOut', { address, reason })
  }

  /**
   * A session just kept for the account on screen: shown, its network recorded as the last one
   * signed in on (where a cancelled required sign-in returns), and announced. Any look-up or
   * signature begun before it is stale from now on.
   */
  function showSignedIn(session: SiwxSession): void {
    generation++
    storage.set(storageKeys.siwxLastNetwork, session.data.chainId)
    stores.siwx.setState({ status: 'signed-in', session })
    events.emit('siwxSignIn', {
      address: session.data.accountAddress,
      caipNetworkId: session.data.chainId,
      expirationTime: session.data.expirationTime,
    })
  }

  async function ask(): Promise<SiwxEvaluation> {
    if (!settings?.enabled) return 'skipped'
    await appKit.open({ view: 'SIWXSignMessage' })
    return 'asked'
  }

  async function initializationFailed(cause: unknown): Promise<void> {
    const error = new SiwxInitializationError(cause)
    logger.error(error.shortMessage, cause)
    events.emit('siwxError', { error })
    stores.siwx.setState({ status: 'unavailable', session: undefined })
    await disconnect(appKit, { keepOpen: true })
    // On Connect, where the snackbar says what happened (also after a restore at page load).
    await appKit.open({ view: 'Connect' })
  }

  async function lookUp(found: Target): Promise<SiwxEvaluation> {
    stores.siwx.setState({ status: 'checking', session: undefined })
    const started = generation
    let session: SiwxSession | undefined
    try {
      session = await sessions.getSession(found.network.caipNetworkId, found.address)
    } catch (cause) {
      // Stale: the account moved on, or a sign-in finished meanwhile and knows better.
      if (!current(found.key) || started !== generation) return 'skipped'
      // SPEC section 4's initialization failure is the sign-in flow's; an app that only signs in
      // on demand (`enabled: false`) keeps the wallet and says why it shows no session.
      if (settings?.enabled) await initializationFailed(cause)
      else {
        logger.warn('Could not look up the sign-in session', cause)
        stores.siwx.setState({ status: 'signed-out', session: undefined })
      }
      return 'skipped'
    }
    // A sign-in that finished meanwhile knows better than this look-up.
    if (!current(found.key) || started !== generation) return 'skipped'
    if (session) {
      stores.siwx.setState({ status: 'signed-in', session })
      // Back on a network with a session: the sign view has nothing left to ask.
      if (appKit.router.getState().current.view === 'SIWXSignMessage') await appKit.close()
      return 'signed-in'
    }
    stores.siwx.setState({ status: 'signed-out', session: undefined })
    return ask()
  }

  function evaluate(): Promise<SiwxEvaluation> {
    const found = target()
    if (!found) {
      evaluation = undefined
      if (stores.siwx.getState().status !== 'unavailable') {
        stores.siwx.setState({ status: 'unavailable', session: undefined })
      }
      return Promise.resolve('skipped')
    }
    if (evaluation?.key === found.key) return evaluation.result
    const result = lookUp(found)
    evaluation = { key: found.key, result }
    return result
  }

  async function runSignIn(found: Target): Promise<SiwxSession> {
    const account = stores.chains.getAccount(found.namespace)
    const smartAccount =
      account.allAccounts.find((each) => each.address === found.address)?.type === 'smartAccount'
    stores.siwx.setState({ status: 'signing', session: undefined })
    const started = generation
    try {
      const fields = {
        namespace: found.namespace,
        address: found.namespace === 'eip155' ? getAddress(found.address) : found.address,
        version: '1' as const,
        chainId: String(found.network.id),
        ...(await messageTerms()),
      }
      const chains = await siwxChainsOf(appKit)
      const formatted = writeSiwxMessage(fields, chains)
      if (!formatted.ok) {
        const { field, reason } = formatted.problem
        throw new SiwxInitializationError(`${field}: ${reason}`)
      }
      let signature: string
      try {
        signature = await signSiwxMessage(
          appKit,
          chains,
          found.namespace,
          found.address,
          formatted.message,
        )
      } catch (cause) {
        throw new SiwxSignatureDeclinedError(toBaseError(cause), { smartAccount })
      }
      await endingOthers
      const session = await sessions.addSession({ message: formatted.message, signature })
      if (started !== generation) {
        // Given up (cancelled, or overtaken by a newer sign-in). The same account signed in on
        // screen keeps its session (revoking by account would end that one too); otherwise ended.
        const shown = stores.siwx.getState().session?.data.accountAddress
        if (!shown || !isSameAccount(shown, found.address)) await endStale(found.address, 'user')
        return session
      }
      if (!current(found.key)) {
        // The wallet moved on while signing. Another network of the same account keeps its
        // session; another account, or none, must not inherit it.
        const now = target()
        if (!now) await endStale(found.address, 'disconnect')
        else if (!isSameAccount(now.address, found.address)) {
          await endStale(found.address, 'account-changed')
        }
        return session
      }
      evaluation = { key: found.key, result: Promise.resolve('signed-in') }
      showSignedIn(session)
      await appKit.close()
      return session
    } catch (cause) {
      const error = toBaseError(cause)
      if (current(found.key)) stores.siwx.setState({ status: 'signed-out', session: undefined })
      logger.warn(error.shortMessage, cause)
      events.emit('siwxError', { error })
      // SPEC section 4: a failed signature leaves the sign view on screen to try again.
      if (settings?.enabled && current(found.key) && !appKit.stores.modal.getState().open) {
        await appKit.open({ view: 'SIWXSignMessage' })
      }
      throw error
    }
  }

  async function messageTerms(): Promise<SiwxMessageTerms> {
    const nonce = await sessions.getNonce()
    const issuedAt = new Date()
    return {
      domain: page.domain,
      uri: page.uri,
      nonce,
      issuedAt: issuedAt.toISOString(),
      ...(settings?.statement ? { statement: settings.statement } : {}),
      ...(settings?.expiry
        ? { expirationTime: new Date(issuedAt.getTime() + settings.expiry * 1000).toISOString() }
        : {}),
    }
  }

  async function keepSignIn(
    signed: { message: string; signature: string },
    signal?: AbortSignal,
  ): Promise<SiwxSession> {
    stores.siwx.setState({ status: 'authenticating', session: undefined })
    try {
      await endingOthers
      const session = await sessions.addSession(signed)
      // The connection it came with was given up meanwhile (the modal was closed): not kept.
      if (signal?.aborted) {
        await endStale(session.data.accountAddress, 'disconnect')
        throw signal.reason
      }
      showSignedIn(session)
      return session
    } catch (cause) {
      const error = toBaseError(cause)
      stores.siwx.setState({ status: 'unavailable', session: undefined })
      // Given up by the visitor: nothing to report; otherwise say why (the wallet disconnects).
      if (!signal?.aborted) {
        logger.warn(error.shortMessage, cause)
        events.emit('siwxError', { error })
      }
      throw error
    }
  }

  return {
    messageTerms,
    keepSignIn,
    evaluate,
    signIn() {
      if (!settings) return Promise.reject(new SiwxNotEnabledError())
      const found = target()
      if (!found) {
        const { activeNamespace } = stores.chains.getState()
        const hasAddress = stores.chains.getAccount(activeNamespace).address !== undefined
        return Promise.reject(
          new SiwxNotConnectedError(hasAddress ? siwxMessages.noNetwork : siwxMessages.noAddress),
        )
      }
      // One signature at a time: a second click while the wallet is asked waits for the first.
      if (signing) return signing
      const run: Promise<SiwxSession> = runSignIn(found).finally(() => {
        // A sign-in given up by cancel() must not free the slot of the one after it.
        if (signing === run) signing = undefined
      })
      signing = run
      return run
    },
    async cancel() {
      // A signature still asked for is given up: whatever the wallet answers later is ended.
      generation++
      signing = undefined
      const { status } = stores.siwx.getState()
      if (status === 'signing') stores.siwx.setState({ status: 'signed-out', session: undefined })
      if (!settings?.required || status === 'signed-in') return appKit.close()
      const found = target()
      // Asked again on a network that has a session (signIn() on a signed-in account): keep it.
      const existing = found
        ? await sessions
            .getSession(found.network.caipNetworkId, found.address)
            .catch(() => undefined)
        : undefined
      if (existing && found && current(found.key)) {
        stores.siwx.setState({ status: 'signed-in', session: existing })
        return appKit.close()
      }
      const last = storage.get(storageKeys.siwxLastNetwork)
      if (found && last && last !== found.network.caipNetworkId) {
        const previous = await sessions.getSession(last, found.address).catch(() => undefined)
        if (previous) {
          await switchNetwork(appKit, { caipNetworkId: last as CaipNetworkId })
          return
        }
      }
      await disconnect(appKit)
    },
    async signOut(reason, address) {
      if (!settings) throw new SiwxNotEnabledError()
      const session = stores.siwx.getState().session
      const found = target()
      const who = address ?? session?.data.accountAddress ?? found?.address
      if (!who) return
      // The wallet may report the address in another letter case than the checksummed message.
      const onScreen = session !== undefined && isSameAccount(session.data.accountAddress, who)
      if (onScreen) stores.siwx.setState({ status: 'signed-out', session: undefined })
      // Signed out on purpose: not asked again for this account until it changes.
      if (reason === 'user' && found) {
        evaluation = { key: found.key, result: Promise.resolve('skipped') }
      }
      try {
        await sessions.revoke(who)
      } finally {
        events.emit('siwxSignOut', { address: who, reason })
      }
    },
    signOutOthers(namespace, address) {
      const run = endingOthers.then(() => endOtherAccounts(appKit, sessions, namespace, address))
      // A failure is the caller's to report; the next one still runs.
      endingOthers = run.catch(() => undefined)
      return run
    },
    expire() {
      const session = stores.siwx.getState().session
      evaluation = undefined
      if (session) {
        stores.siwx.setState({ status: 'signed-out', session: undefined })
        events.emit('siwxSignOut', { address: session.data.accountAddress, reason: 'expired' })
      }
      return evaluate()
    },
  }
}
