import type { PopupSocialProvider } from '../../../schema/grammar/socialProviders.js'
import type { ChainNamespace } from '../../../schema/index.js'
import {
  type AppKit,
  connect,
  emailLoginSite,
  fetchBalance,
  type Store,
  storageKeys,
} from '../kernel.js'
import type { AuthConnector } from './AuthConnector.js'
import { createAccountTypes, type EmbeddedAccountType } from './createAccountTypes.js'
import { type ApprovalState, createApprovals } from './createApprovals.js'
import { createAuthEip1193Provider } from './createAuthEip1193Provider.js'
import { createEmailChange, type EmailChange } from './createEmailChange.js'
import { createEmailLoginFlow, type EmailLoginFlow } from './createEmailLoginFlow.js'
import { createEmbeddedSides } from './createEmbeddedSides.js'
import { createEvmAuthSide } from './createEvmAuthSide.js'
import { browserPage, createFrameSession, type FramePage } from './createFrameSession.js'
import { createSignOut } from './createSignOut.js'
import { EmailLoginOffError } from './EmailLoginOffError.js'
import { displayAuthName, plainEmail } from './emailLogin.js'
import { createFarcasterLogin } from './social/createFarcasterLogin.js'
import { createSocialLogin } from './social/createSocialLogin.js'

export type { AuthConnector } from './AuthConnector.js'
export type { ApprovalState } from './createApprovals.js'
export type { EmailLoginAction } from './createEmailLoginFlow.js'

export interface AuthController extends EmailLoginFlow {
  readonly connector: AuthConnector
  readonly approval: Store<ApprovalState>
  /** Changing the wallet's email (the UpdateEmailWallet view): two codes, then the new email. */
  readonly emailChange: EmailChange
  /** The logged-in user's email, whole; `undefined` when none is known. */
  currentEmail(): string | undefined
  /** The current email for display: plain text, as wallet names are ('' for none). */
  displayEmail(): string
  /** The social logins: the popup flow, and the messaging mini-app's redirect flow. */
  readonly social: {
    /**
     * Logs in with `provider` in `popup`, the window the click opened synchronously (`null` when
     * the browser blocked it); resolves once the wallet is connected. Errors carry the words to
     * show (`shortMessage`: 'Popup closed', 'Failed to initiate social connection', ...).
     */
    login(provider: PopupSocialProvider, popup: Window | null, signal?: AbortSignal): Promise<void>
    /** On a messaging mini-app: sends this page to the provider's sign-in page and back. */
    redirect(provider: PopupSocialProvider): Promise<void>
    /**
     * On load: finishes a mini-app login from `result_uri` (of `href`, the address as the page
     * loaded, when the kit took it out of the address bar already); false when none.
     */
    finishRedirect(href?: string): Promise<boolean>
  }
  /** The Farcaster login (the ConnectingFarcaster view): a URI for a QR code, then the wait. */
  readonly farcaster: {
    /** A new Farcaster URI (GET_FARCASTER_URI); the previous one stops working. */
    uri(): Promise<{ url: string; expiresAt: number }>
    /** Waits for the approval (CONNECT_FARCASTER), then connects the wallet. */
    login(signal?: AbortSignal): Promise<void>
  }
  /**
   * Moves the embedded wallet to its smart account or its plain one (SPEC section 4's switch in
   * the account view); rejects with a BaseError whose `shortMessage` says why not.
   */
  setPreferredAccountType(type: EmbeddedAccountType): Promise<void>
  /** See `SignOut.endStoredLogin` (createSignOut.ts): the sign-out `reconnect` left pending. */
  endStoredLogin(): Promise<boolean>
  /** Shows the frame's approval screen over `area` (the ApproveTransaction view's body). */
  showFrame(area: Element): void
  hideFrame(): void
  /**
   * Removes the secure frame and its listener, stops following the kit's stores, and aborts
   * what is pending (an approval, a sign-out, a frame request). `appKit.destroy()` calls it.
   */
  dispose(): void
}

export interface AuthControllerOptions {
  /** The page the secure frame goes in (default: the browser page the kit runs in). */
  page?: FramePage
}

/** A provider's name as the modal writes it, for a login whose user name is not known yet. */
const socialName = (provider: string) =>
  provider === 'x' ? 'X' : `${provider.charAt(0).toUpperCase()}${provider.slice(1)}`

/** How long an aborted approval waits for the frame's own answer (done or aborted). */
const abortGraceMs = 10_000

/**
 * The embedded wallet of one kit, composed of its parts: the frame session (the hidden secure
 * frame, created on first use), the approvals (the ApproveTransaction view), the EIP-1193
 * provider apps get from `useAppKitProvider('eip155')`, its sides in the other configured
 * namespaces whose chain adapters have one (`embeddedWallet`: Solana's), the sign-out with its
 * retries, and the email login and email change flows.
 * @example const auth = createAuthController(appKit); await auth.sendCode('ada@example.com')
 */
export function createAuthController(
  appKit: AppKit,
  options: AuthControllerOptions = {},
): AuthController {
  const { storage, logger } = appKit
  const { chains } = appKit.stores
  const page = options.page ?? browserPage
  const session = createFrameSession(appKit, page)
  const approvals = createApprovals(appKit)

  // The embedded wallet exists only for configs with eip155 networks, so there is always one.
  const activeChainId = () => chains.getNetwork('eip155').caipNetwork?.id ?? 1

  function refreshNativeBalance(namespace: ChainNamespace): void {
    fetchBalance(appKit, { namespace, forceUpdate: true }).catch((error: unknown) =>
      logger.warn('Could not read the balance', error),
    )
  }

  /** An RPC request through the approval view; a sent transaction reads the balance again. */
  function approve(
    method: string,
    params: unknown,
    namespace: ChainNamespace,
    chain: () => string | number,
  ): Promise<unknown> {
    return approvals.approve(method, async (signal) => {
      const result = await session.request(
        'RPC_REQUEST',
        { method, params, chainId: chain(), chainNamespace: namespace },
        // After an abort the frame still answers: 'Request was aborted' if the user had not
        // approved yet, else the result of what its site already signed or sent.
        { signal, abortGraceMs },
      )
      if (method === 'eth_sendTransaction' || method === 'solana_signAndSendTransaction') {
        refreshNativeBalance(namespace)
      }
      return result
    })
  }

  const evmProvider = createAuthEip1193Provider({
    address: () => evm.user()?.address,
    chainId: activeChainId,
    async send(method, params) {
      const result = await session.request('RPC_REQUEST', {
        method,
        params,
        chainId: activeChainId(),
        chainNamespace: 'eip155',
      })
      if (method === 'eth_sendRawTransaction') refreshNativeBalance('eip155')
      return result
    },
    approve: (method, params) => approve(method, params, 'eip155', activeChainId),
    refuse: approvals.refuse,
    logger,
  })

  const signOut = createSignOut({
    storage,
    logger,
    request: (signal) => session.request('SIGN_OUT', undefined, { signal }),
    isFrameOpen: session.isOpen,
    endLocally() {
      evm.forget()
      sides.forget()
      evmProvider.emit('accountsChanged', [])
    },
  })

  const currentEmail = () => evm.user()?.email ?? storage.get(storageKeys.email) ?? undefined
  // SPEC section 5's displayed name: the social user name, else the email.
  const getWalletInfo = () => {
    const provider = storage.get(storageKeys.socialProvider)
    const username = evm.user()?.userName ?? storage.get(storageKeys.socialUsername)
    const name = displayAuthName({ email: currentEmail(), username, provider })
    return { name: name ?? (provider ? socialName(provider) : 'Email') }
  }

  const accountTypes = createAccountTypes({
    appKit,
    request: session.request,
    isBusy: () => approvals.state.getState().pending !== undefined,
  })

  const evm = createEvmAuthSide({
    appKit,
    request: session.request,
    provider: evmProvider,
    chainId: activeChainId,
    accountTypes,
    getWalletInfo,
    disconnect() {
      approvals.abortPending()
      return signOut.signOut()
    },
  })

  // Its sides in the other configured namespaces (Solana's), from their chain adapters.
  const sides = createEmbeddedSides(appKit, {
    primary: evm.connector,
    request: session.request,
    getWalletInfo,
    approve,
  })
  if (sides.namespaces.length > 0) {
    const served = ['eip155', ...sides.namespaces]
    Object.assign(evm.connector, { chains: served, forNamespace: sides.sideOf })
  }

  // The wallet moved to another email: the kit says so wherever it names the login.
  function emailChanged(email: string): void {
    evm.renameEmail(email)
    sides.renameEmail(email)
    storage.set(storageKeys.email, email)
    const { name } = getWalletInfo()
    for (const namespace of ['eip155', ...sides.namespaces] satisfies ChainNamespace[]) {
      if (appKit.stores.providers.getState()[namespace]?.type !== 'auth') continue
      const { connectedWalletInfo } = chains.getAccount(namespace)
      chains.setAccount(namespace, { connectedWalletInfo: { ...connectedWalletInfo, name } })
    }
  }

  // The secure site's exact origin: the only one a social result is accepted from.
  function secureOrigin(): string {
    const found = emailLoginSite(appKit.config, page.origin)
    if (!('site' in found)) throw new EmailLoginOffError(found.off)
    return found.site
  }

  const socialLogin = createSocialLogin({
    request: session.request,
    storage,
    secureOrigin,
    preferredAccountType: accountTypes.preferred,
    chainId: activeChainId,
    async connect() {
      await connect(appKit, { connectorId: 'auth' })
    },
    onEvent: (event) => appKit.events.emit('socialLogin', event),
  })

  const farcasterLogin = createFarcasterLogin({
    request: session.request,
    storage,
    async connect() {
      await connect(appKit, { connectorId: 'auth' })
    },
    onEvent: (event) => appKit.events.emit('socialLogin', event),
  })

  const flow = createEmailLoginFlow({
    request: session.request,
    storage,
    onStart: signOut.cancelBackground,
  })

  return {
    connector: evm.connector,
    approval: approvals.state,
    sendCode: flow.sendCode,
    verifyCode: flow.verifyCode,
    verifyDevice: flow.verifyDevice,
    emailChange: createEmailChange({
      request: session.request,
      currentEmail,
      onChanged: emailChanged,
    }),
    currentEmail,
    displayEmail: () => plainEmail(currentEmail()),
    setPreferredAccountType: evm.switchAccountType,
    social: {
      async login(provider, popup, signal) {
        signOut.cancelBackground()
        // SPEC section 3: the account state holds the popup while it is open.
        chains.setAccount('eip155', { socialWindow: popup ?? undefined })
        try {
          await socialLogin.login(provider, popup, signal)
        } finally {
          chains.setAccount('eip155', { socialWindow: undefined })
        }
      },
      redirect(provider) {
        signOut.cancelBackground()
        return socialLogin.redirect(provider)
      },
      finishRedirect: socialLogin.finishRedirect,
    },
    farcaster: {
      async uri() {
        const found = await farcasterLogin.uri()
        // SPEC section 3: the account state holds the URI while its QR code is shown.
        chains.setAccount('eip155', { farcasterUrl: found.url })
        return found
      },
      async login(signal) {
        signOut.cancelBackground()
        try {
          await farcasterLogin.login(signal)
        } finally {
          chains.setAccount('eip155', { farcasterUrl: undefined })
        }
      },
    },
    endStoredLogin: signOut.endStoredLogin,
    showFrame: session.show,
    hideFrame: session.hide,
    dispose() {
      approvals.dispose()
      signOut.dispose()
      session.dispose()
    },
  }
}
