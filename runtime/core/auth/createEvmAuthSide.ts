import type { CaipNetwork } from '../../../schema/index.js'
import type { FrameUser } from '../frame/frameProtocol.js'
import { type AppKit, type ConnectorEvents, raiseAlert, storageKeys } from '../kernel.js'
import type { AuthConnector } from './AuthConnector.js'
import type { AccountTypes, EmbeddedAccountType } from './createAccountTypes.js'
import type { AuthEip1193Provider } from './createAuthEip1193Provider.js'
import type { FrameRequest } from './createFrameSession.js'

export interface EvmAuthSideParameters {
  appKit: AppKit
  /** A request to the secure frame (the frame session's, with its origin check). */
  request: FrameRequest
  /** The provider `getProvider()` gives; a switch of network is told to its listeners. */
  provider: AuthEip1193Provider
  /** The eip155 chain the kit is on. */
  chainId(): number | string
  /** Which of the user's EVM accounts the kit asks for, and the switch between them. */
  accountTypes: AccountTypes
  getWalletInfo(): { name: string; icon?: string }
  /** The user's sign-out of the whole login (both namespaces). */
  disconnect(): Promise<void>
}

export interface EvmAuthSide {
  readonly connector: AuthConnector
  /** The user the frame logged in, once known. */
  user(): FrameUser | undefined
  /** The login ended: the user and what storage keeps of the login are forgotten. */
  forget(): void
  /** The login moved to another email. */
  renameEmail(email: string): void
  /**
   * Moves the wallet to its smart account or its plain one (SET_PREFERRED_ACCOUNT); the kit and
   * the app's provider are told of the new address as a wallet's `accountsChanged`.
   */
  switchAccountType(type: EmbeddedAccountType): Promise<void>
}

const toChainId = (value: string | number): number | string =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value

/**
 * The eip155 side of an email login, its primary connector (SPEC section 3: type AUTH, id
 * 'auth'): connecting records the login in storage (and drops an older pending sign-out, which
 * must not end it at the next start); a restored frame follows the network the kit is on; a
 * stored login the secure site no longer knows raises SPEC section 8's Session Expired alert.
 * @example const evm = createEvmAuthSide({ appKit, request, provider, chainId, getWalletInfo, disconnect })
 */
export function createEvmAuthSide(parameters: EvmAuthSideParameters): EvmAuthSide {
  const { appKit, request, provider, chainId, accountTypes } = parameters
  const { storage } = appKit
  const listeners = new Set<Partial<ConnectorEvents>>()
  let user: FrameUser | undefined
  // Aborted when the login ends: what was on its way for it (a switch of account) is dropped.
  let login = new AbortController()

  /** The kit and the app's provider learn of the wallet's new address, as from a wallet. */
  function announce(address: string): void {
    provider.emit('accountsChanged', [address])
    for (const listener of listeners) listener.accountsChanged?.([address])
  }

  /**
   * On another network the wallet may be another account: the smart account exists only where
   * the secure site enables it. Asked again (GET_USER) when smart accounts are in play.
   */
  async function followAccountType(chain: number | string): Promise<void> {
    if (!user || !accountTypes.inPlay()) return
    const { signal } = login
    const before = user.address
    const found = await request('GET_USER', {
      chainId: chain,
      preferredAccountType: accountTypes.preferred(),
    })
    signal.throwIfAborted()
    user = await accountTypes.settle(found, signal)
    if (user.address !== before) announce(user.address)
  }

  // SPEC section 3: the account names the social provider of the login (none for email).
  const showSocialProvider = () =>
    appKit.stores.chains.setAccount('eip155', {
      socialProvider: storage.get(storageKeys.socialProvider),
    })

  const connector: AuthConnector = {
    id: 'auth',
    type: 'AUTH',
    name: 'Email',
    chain: 'eip155',
    async connect(options = {}) {
      const { signal } = options
      const [found] = await Promise.all([
        request(
          'GET_USER',
          {
            chainId: options.network?.id ?? chainId(),
            preferredAccountType: accountTypes.preferred(),
          },
          { signal },
        ),
        accountTypes.loadEnabledNetworks(signal),
      ])
      signal?.throwIfAborted()
      user = await accountTypes.settle(found, signal)
      signal?.throwIfAborted()
      showSocialProvider()
      // A new login: an older sign-out still pending must not end it at the next start.
      storage.remove(storageKeys.signOutPending)
      if (found.email) storage.set(storageKeys.email, found.email)
      storage.set(storageKeys.loginUsed, true)
      storage.set(storageKeys.lastChain, 'eip155')
      return { accounts: [user.address], chainId: toChainId(found.chainId) }
    },
    disconnect: parameters.disconnect,
    async getAccounts() {
      if (!user) {
        const [found] = await Promise.all([
          request('GET_USER', {
            chainId: chainId(),
            preferredAccountType: accountTypes.preferred(),
          }),
          accountTypes.loadEnabledNetworks(),
        ])
        user = await accountTypes.settle(found)
        showSocialProvider()
      }
      return [user.address]
    },
    async getChainId() {
      // A restored frame starts on its own default chain: it follows the network the kit is on.
      const { chainId: id } = await request('SWITCH_NETWORK', { chainId: chainId() })
      return toChainId(id)
    },
    getProvider: () => provider.provider,
    async isAuthorized() {
      const { isConnected } = await request('IS_CONNECTED', {})
      if (!isConnected && storage.get(storageKeys.loginUsed)) {
        // SPEC section 8's alert for a stored login the secure site no longer knows: the modal
        // shows it, the log keeps it.
        raiseAlert(appKit, 'SESSION_EXPIRED')
      }
      return isConnected
    },
    async switchChain(network: CaipNetwork) {
      const { chainId: answered } = await request('SWITCH_NETWORK', { chainId: network.id })
      const id = toChainId(answered)
      provider.emit('chainChanged', `0x${Number(id).toString(16)}`)
      for (const listener of listeners) listener.chainChanged?.(id)
      await followAccountType(id).catch((error: unknown) => {
        if (!login.signal.aborted)
          appKit.logger.warn('Could not read the account on this network', error)
      })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getWalletInfo: parameters.getWalletInfo,
    accountTypeOf: (address) => accountTypes.typeOf(user, address),
  }

  return {
    connector,
    user: () => user,
    forget() {
      user = undefined
      login.abort()
      login = new AbortController()
      accountTypes.forget()
      storage.remove(storageKeys.socialProvider)
      storage.remove(storageKeys.socialUsername)
      storage.remove(storageKeys.email)
      storage.remove(storageKeys.loginUsed)
      storage.remove(storageKeys.lastChain)
    },
    renameEmail(email) {
      if (user) user = { ...user, email }
    },
    async switchAccountType(type) {
      const switched = await accountTypes.switchTo(() => user, type, login.signal)
      const previous = user?.address
      user = switched
      if (switched.address !== previous) announce(switched.address)
    },
  }
}
