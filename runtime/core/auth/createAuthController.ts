import { emailLoginSite } from '../../../schema/grammar/emailLoginSite.js'
import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import { sdkType, sdkVersion } from '../api/sdkVersion.js'
import { createFrameClient, type FrameClient } from '../frame/createFrameClient.js'
import { FrameLoadError, SessionExpiredError } from '../frame/frameErrors.js'
import type { FrameRequestName, FrameRequests, FrameUser } from '../frame/frameProtocol.js'
import {
  type AppKit,
  type ConnectorEvents,
  createStore,
  type Eip1193Provider,
  fetchBalance,
  type Store,
  storageKeys,
} from '../kernel.js'
import type { AuthConnector } from './AuthConnector.js'
import { AuthRpcError, toAuthRpcError } from './AuthRpcError.js'
import { authRpcKind, notAllowedMessage } from './authRpcMethods.js'
import { checkOrigin, UnverifiedDomainError } from './checkOrigin.js'
import { createEmailChange, type EmailChange } from './createEmailChange.js'
import { createSolanaAuthSide } from './createSolanaAuthSide.js'
import { EmailLoginOffError } from './EmailLoginOffError.js'
import {
  cooldownMessage,
  cooldownSecondsLeft,
  displayAuthName,
  isValidEmail,
  plainEmail,
} from './emailLogin.js'

export type { AuthConnector } from './AuthConnector.js'

/** What the ApproveTransaction view shows: the request waiting for the user, or a refused one. */
export interface ApprovalState {
  pending: { method: string } | undefined
  /** The last method refused as not allowed ('Action not allowed'). */
  refused: { method: string; at: number } | undefined
}

/** The next step of an email login after the code was asked for (SPEC section 4). */
export type EmailLoginAction = FrameRequests['CONNECT_EMAIL']['result']['action']

export interface AuthController {
  readonly connector: AuthConnector
  readonly approval: Store<ApprovalState>
  /**
   * Checks the address and the 30 s cooldown, then asks the secure site to send a code
   * (CONNECT_EMAIL). A refused check throws a plain `Error` whose message is the words to show.
   */
  sendCode(email: string): Promise<EmailLoginAction>
  /** CONNECT_OTP: the code the user typed (a string, SPEC section 5). */
  verifyCode(otp: string): Promise<void>
  /** CONNECT_DEVICE: waits for the user to approve this device from the email. */
  verifyDevice(): Promise<void>
  /** Changing the wallet's email (the UpdateEmailWallet view): two codes, then the new email. */
  readonly emailChange: EmailChange
  /** The logged-in user's email, whole; `undefined` when none is known. */
  currentEmail(): string | undefined
  /** The current email for display: plain text, as wallet names are ('' for none). */
  displayEmail(): string
  /**
   * Sends the sign-out `signOutPending` records (`reconnect` sets it for a login it will not
   * restore, a disconnect for one the site did not confirm), in the background of a start: loads
   * the frame to do so and never throws (a failure is logged, and tried again at the next start).
   * Skipped when a login was made since (the marker is gone, or a login is stored); cancelled
   * when one starts in this page. True when the site confirmed it.
   */
  endStoredLogin(): Promise<boolean>
  /** Shows the frame's approval screen over `area` (the ApproveTransaction view's body). */
  showFrame(area: Element): void
  hideFrame(): void
}

/** The secure site's frame page for this page (DESIGN: `services.secureSite`). */
function frameUrlOf(secureSite: string, pageOrigin: string): string {
  const url = new URL('/frame', secureSite)
  url.searchParams.set('parent', pageOrigin)
  return url.href
}

/** SPEC section 9: sign-out waits at most 3 s. */
const signOutMs = 3_000
/** Starts that try a sign-out the secure site has not confirmed, before the kit gives up. */
const maxSignOutTries = 5
/** How long an aborted approval waits for the frame's own answer (done or aborted). */
const abortGraceMs = 10_000

const toChainId = (value: string | number): number | string =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value

/**
 * The embedded wallet of one kit: the hidden secure frame (created on first use), its connector,
 * and the provider apps get from `useAppKitProvider('eip155')`, which routes requests by SPEC
 * section 6's lists: read-only ones straight to the frame; signing and sending through the
 * ApproveTransaction view, where the frame shows its own approval screen; anything else refused
 * ('Requested RPC call is not allowed', and 'Action not allowed' in the modal).
 * @example const auth = createAuthController(appKit); await auth.sendCode('ada@example.com')
 */
export function createAuthController(appKit: AppKit): AuthController {
  const { storage, logger, router } = appKit
  const { chains, modal, theme } = appKit.stores
  const approval = createStore<ApprovalState>({ pending: undefined, refused: undefined })
  const listeners = new Set<Partial<ConnectorEvents>>()
  const providerListeners = new Map<string, Set<(...args: never[]) => void>>()
  let client: FrameClient | undefined
  let user: FrameUser | undefined
  let pendingApproval: AbortController | undefined
  let sendingCode: Promise<EmailLoginAction> | undefined

  function frame(): FrameClient {
    if (client) return client
    const found = emailLoginSite(appKit.config, window.location.origin)
    // Connect never offers it then; a login stored under another config is not restored.
    if (!('site' in found)) throw new EmailLoginOffError(found.off)
    const created = createFrameClient({
      src: frameUrlOf(found.site, window.location.origin),
      onIgnored: (reason) => logger.debug(`Secure frame: ignored ${reason}`),
    })
    client = created
    created.ready().then(
      () => {
        const { themeMode } = theme.getState()
        void created.request('SYNC_THEME', { themeMode }).catch(() => undefined)
        void created
          .request('SYNC_DAPP_DATA', {
            metadata: appKit.config.metadata,
            sdkVersion,
            sdkType,
            projectId: appKit.config.projectId ?? '',
          })
          .catch(() => undefined)
      },
      (error: unknown) => {
        // A frame that never loaded (offline) is built again on the next try.
        if (error instanceof FrameLoadError && client === created) {
          created.destroy()
          client = undefined
        }
      },
    )
    return created
  }

  // Once per page when it passes; a refusal stays, a busy or failing Wallet API is asked again.
  let originChecked: Promise<void> | undefined
  function checkPageOrigin(): Promise<void> {
    originChecked ??= checkOrigin(appKit, window.location.origin).catch((error: unknown) => {
      if (!(error instanceof UnverifiedDomainError)) originChecked = undefined
      throw error
    })
    return originChecked
  }

  async function request<Name extends FrameRequestName>(
    name: Name,
    payload: FrameRequests[Name]['payload'],
    signal?: AbortSignal,
    abortGraceMs?: number,
  ): Promise<FrameRequests[Name]['result']> {
    await checkPageOrigin()
    return frame().request(name, payload, {
      ...(signal ? { signal } : {}),
      ...(abortGraceMs !== undefined ? { abortGraceMs } : {}),
    })
  }

  // The embedded wallet exists only for configs with eip155 networks, so there is always one.
  const activeChainId = () => chains.getNetwork('eip155').caipNetwork?.id ?? 1
  // Solana requests name their network by CAIP-2 id, as the frame protocol says.
  const solanaChain = () => chains.getNetwork('solana').caipNetwork?.caipNetworkId ?? 'solana:'
  const frameChainId = (namespace: ChainNamespace) =>
    namespace === 'solana' ? solanaChain() : activeChainId()

  function emitProvider(event: string, value: unknown): void {
    for (const listener of providerListeners.get(event) ?? []) {
      try {
        ;(listener as (value: unknown) => void)(value)
      } catch (error) {
        logger.error(`A listener of the embedded wallet's "${event}" threw`, error)
      }
    }
  }

  /** SPEC section 4: leave the approval view the way it was reached (pop, else close). */
  async function leaveApproval(stacked: boolean): Promise<void> {
    if (!modal.getState().open || router.getState().current.view !== 'ApproveTransaction') return
    if (stacked) router.goBack()
    else await appKit.close()
  }

  async function refuse(method: string): Promise<never> {
    logger.error(`The embedded wallet refused ${method}: ${notAllowedMessage}`)
    approval.setState((state) => ({ ...state, refused: { method, at: Date.now() } }))
    // Over a pending approval the view stays (it shows the frame); it says no more than the log.
    if (!pendingApproval) {
      if (modal.getState().open) router.push({ view: 'ApproveTransaction' })
      else await appKit.open({ view: 'ApproveTransaction' })
    }
    throw new AuthRpcError(notAllowedMessage, 4200)
  }

  async function approve(
    method: string,
    params: unknown,
    namespace: ChainNamespace = 'eip155',
  ): Promise<unknown> {
    if (pendingApproval) throw new AuthRpcError('A request is already pending', -32002)
    const abort = new AbortController()
    pendingApproval = abort
    approval.setState({ pending: { method }, refused: undefined })
    const wasOpen = modal.getState().open
    const route = { view: 'ApproveTransaction', data: { method } } as const
    if (wasOpen) router.push(route)
    else await appKit.open(route)
    const stacked = wasOpen && router.getState().history.length > 1
    try {
      const result = await request(
        'RPC_REQUEST',
        { method, params, chainId: frameChainId(namespace), chainNamespace: namespace },
        abort.signal,
        // After an abort the frame still answers: 'Request was aborted' if the user had not
        // approved yet, else the result of what its site already signed or sent.
        abortGraceMs,
      )
      if (method === 'eth_sendTransaction' || method === 'solana_signAndSendTransaction') {
        refreshNativeBalance(namespace)
      }
      return result
    } catch (error) {
      throw toAuthRpcError(error)
    } finally {
      pendingApproval = undefined
      approval.setState({ pending: undefined, refused: undefined })
      await leaveApproval(stacked)
    }
  }

  function refreshNativeBalance(namespace: ChainNamespace = 'eip155'): void {
    fetchBalance(appKit, { namespace, forceUpdate: true }).catch((error: unknown) =>
      logger.warn('Could not read the balance', error),
    )
  }

  // SPEC section 4: closing the modal while a request waits for approval rejects it; so does
  // leaving its view (Back), which would otherwise leave it waiting with the frame hidden.
  modal.subscribe(({ open }) => {
    if (!open) pendingApproval?.abort()
  })
  router.subscribe(({ current }) => {
    if (current.view !== 'ApproveTransaction') pendingApproval?.abort()
  })
  theme.subscribe(({ themeMode }) => {
    if (client) void client.request('SYNC_THEME', { themeMode }).catch(() => undefined)
  })

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        return user ? [user.address] : []
      }
      if (method === 'eth_chainId') return `0x${Number(activeChainId()).toString(16)}`
      const kind = authRpcKind(method)
      if (kind === 'refused') return refuse(method)
      if (kind === 'approval') return approve(method, params)
      try {
        const result = await request('RPC_REQUEST', {
          method,
          params,
          chainId: activeChainId(),
          chainNamespace: 'eip155',
        })
        if (method === 'eth_sendRawTransaction') refreshNativeBalance()
        return result
      } catch (error) {
        throw toAuthRpcError(error)
      }
    },
    on(event, listener) {
      const set = providerListeners.get(event) ?? new Set()
      set.add(listener)
      providerListeners.set(event, set)
    },
    removeListener(event, listener) {
      providerListeners.get(event)?.delete(listener)
    },
  }

  function forget(): void {
    user = undefined
    solana.forget()
    storage.remove(storageKeys.email)
    storage.remove(storageKeys.loginUsed)
    storage.remove(storageKeys.lastChain)
  }

  /**
   * SIGN_OUT at the secure site; true when it confirmed. Until then `signOutPending` counts the
   * tries in storage, so a sign-out made offline is tried again at the next start (`reconnect`),
   * at most `maxSignOutTries` times. `boundMs` (the user's own sign-out: SPEC section 9's 3 s)
   * also covers the origin check and a frame still loading, and aborts the request, so a frame
   * that loads later cannot end a login made since.
   */
  async function signOutAtSite(options: { boundMs?: number; signal?: AbortSignal } = {}) {
    const tries = (storage.get(storageKeys.signOutPending) ?? 0) + 1
    storage.set(storageKeys.signOutPending, tries)
    const abort = new AbortController()
    const stop = () => abort.abort()
    options.signal?.addEventListener('abort', stop, { once: true })
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const bound = new Promise<never>((_, reject) => {
        if (options.boundMs === undefined) return
        timer = setTimeout(() => {
          stop()
          reject(new Error(`no answer within ${options.boundMs} ms`))
        }, options.boundMs)
      })
      await Promise.race([request('SIGN_OUT', undefined, abort.signal), bound])
      storage.remove(storageKeys.signOutPending)
      return true
    } catch (error) {
      // An error answer is tried again too: it is what a loaded frame says offline. An origin
      // the frame never runs on, or a site that never confirms, is given up on.
      if (error instanceof UnverifiedDomainError || tries >= maxSignOutTries) {
        storage.remove(storageKeys.signOutPending)
      }
      logger.warn('The secure site did not confirm the sign-out', error)
      return false
    } finally {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', stop)
    }
  }

  // A pending sign-out tried at start runs in the background: a login started meanwhile in this
  // page cancels it, and one made in another tab (which drops the marker) skips it.
  let backgroundSignOut: AbortController | undefined
  async function endStoredLogin(): Promise<boolean> {
    const emailLoginStored = (['eip155', 'solana'] as const).some(
      (namespace) => storage.get(storageKeys.connectedConnectorId(namespace)) === 'auth',
    )
    if (storage.get(storageKeys.signOutPending) === undefined || emailLoginStored) return false
    backgroundSignOut = new AbortController()
    try {
      return await signOutAtSite({ signal: backgroundSignOut.signal })
    } finally {
      backgroundSignOut = undefined
    }
  }

  // One sign-out for both namespaces of a login. A failure is handled specially (SPEC section
  // 8): the kit forgets the login anyway.
  let signingOut: Promise<void> | undefined
  function signOut(): Promise<void> {
    signingOut ??= (async () => {
      pendingApproval?.abort()
      try {
        if (client) await signOutAtSite({ boundMs: signOutMs })
      } finally {
        forget()
        emitProvider('accountsChanged', [])
        signingOut = undefined
      }
    })()
    return signingOut
  }

  const currentEmail = () => user?.email ?? storage.get(storageKeys.email) ?? undefined

  function getWalletInfo() {
    return { name: displayAuthName({ email: currentEmail() }) ?? 'Email' }
  }

  // The wallet moved to another email: the kit says so wherever it names the login.
  function emailChanged(email: string): void {
    if (user) user = { ...user, email }
    solana.renameEmail(email)
    storage.set(storageKeys.email, email)
    const { name } = getWalletInfo()
    for (const namespace of ['eip155', 'solana'] as const) {
      if (appKit.stores.providers.getState()[namespace]?.type !== 'auth') continue
      const { connectedWalletInfo } = chains.getAccount(namespace)
      chains.setAccount(namespace, { connectedWalletInfo: { ...connectedWalletInfo, name } })
    }
  }

  const connector: AuthConnector = {
    id: 'auth',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    async connect(parameters = {}) {
      const chainId = parameters.network?.id ?? activeChainId()
      const found = await request('GET_USER', { chainId }, parameters.signal)
      parameters.signal?.throwIfAborted()
      user = found
      // A new login: an older sign-out still pending must not end it at the next start.
      storage.remove(storageKeys.signOutPending)
      if (found.email) storage.set(storageKeys.email, found.email)
      storage.set(storageKeys.loginUsed, true)
      storage.set(storageKeys.lastChain, 'eip155')
      return { accounts: [found.address], chainId: toChainId(found.chainId) }
    },
    disconnect: signOut,
    async getAccounts() {
      user ??= await request('GET_USER', { chainId: activeChainId() })
      return [user.address]
    },
    async getChainId() {
      // A restored frame starts on its own default chain: it follows the network the kit is on.
      const { chainId } = await request('SWITCH_NETWORK', { chainId: activeChainId() })
      return toChainId(chainId)
    },
    getProvider: () => provider,
    async isAuthorized() {
      const { isConnected } = await request('IS_CONNECTED', {})
      if (!isConnected && storage.get(storageKeys.loginUsed)) {
        // SPEC section 8's alert for a stored login the secure site no longer knows: the modal
        // shows it, the log keeps it.
        const error = new SessionExpiredError()
        logger.warn(`${error.shortMessage}: ${error.details}`)
        appKit.events.emit('alert', { error })
      }
      return isConnected
    },
    async switchChain(network: CaipNetwork) {
      const { chainId } = await request('SWITCH_NETWORK', { chainId: network.id })
      const id = toChainId(chainId)
      emitProvider('chainChanged', `0x${Number(id).toString(16)}`)
      for (const listener of listeners) listener.chainChanged?.(id)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getWalletInfo,
  }

  const solana = createSolanaAuthSide({
    primary: connector,
    request,
    approve: (method, params) => approve(method, params, 'solana'),
    chain: solanaChain,
    getWalletInfo,
    sideOf: async (namespace) => sideOf(namespace),
  })
  const servesSolana = appKit.config.networks.some((network) => network.chainNamespace === 'solana')
  function sideOf(namespace: ChainNamespace): AuthConnector | undefined {
    if (namespace === 'eip155') return connector
    return namespace === 'solana' && servesSolana ? solana.connector : undefined
  }
  if (servesSolana) {
    Object.assign(connector, {
      chains: ['eip155', 'solana'],
      forNamespace: async (namespace: ChainNamespace) => sideOf(namespace),
    })
  }

  return {
    connector,
    approval,
    sendCode(email) {
      backgroundSignOut?.abort()
      // A second submit while the first is on its way gets the same answer.
      sendingCode ??= (async () => {
        const address = email.trim()
        if (!isValidEmail(address)) throw new Error('Invalid email address')
        const left = cooldownSecondsLeft(storage.get(storageKeys.lastLoginTime), Date.now())
        if (left > 0) throw new Error(cooldownMessage(left))
        const { action } = await request('CONNECT_EMAIL', { email: address })
        // Counted once a code was sent: a failure (offline, a refused origin) may be retried.
        storage.set(storageKeys.lastLoginTime, Date.now())
        storage.set(storageKeys.email, address)
        return action
      })().finally(() => {
        sendingCode = undefined
      })
      return sendingCode
    },
    async verifyCode(otp) {
      await request('CONNECT_OTP', { otp: String(otp) })
    },
    async verifyDevice() {
      await request('CONNECT_DEVICE', undefined)
    },
    emailChange: createEmailChange({ request, currentEmail, onChanged: emailChanged }),
    currentEmail,
    displayEmail: () => plainEmail(currentEmail()),
    endStoredLogin,
    showFrame: (area) => frame().show(area),
    hideFrame: () => client?.hide(),
  }
}
