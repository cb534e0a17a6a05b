import type { FrameUser } from '../frame/frameProtocol.js'
import { type AppKit, BaseError, RequestPendingError, storageKeys } from '../kernel.js'
import type { FrameRequest } from './createFrameSession.js'

/** The two kinds of account the embedded wallet keeps on EVM networks (SPEC section 6). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

export interface AccountTypesParameters {
  appKit: Pick<AppKit, 'config' | 'storage' | 'stores' | 'events' | 'logger'>
  request: FrameRequest
  /** Whether a request of the wallet waits for the user's approval (no switch meanwhile). */
  isBusy(): boolean
}

export interface AccountTypes {
  /** The type asked of the secure site: the user's stored choice, else `defaultAccountTypes.eip155`. */
  preferred(): EmbeddedAccountType
  /**
   * GET_SMART_ACCOUNT_ENABLED_NETWORKS, kept in the eip155 network state and in storage; a
   * failure keeps an empty list (SPEC section 8) and never rejects.
   */
  loadEnabledNetworks(signal?: AbortSignal): Promise<readonly number[]>
  /**
   * The user as the kit shows it: when the smart account is preferred on an enabled network and
   * the secure site named none yet, INIT_SMART_ACCOUNT gives it (its failure leaves the plain
   * account, logged). Feeds the eip155 account state (user, type, deployed flag).
   */
  settle(user: FrameUser, signal?: AbortSignal): Promise<FrameUser>
  /** The type of one of the user's accounts, from the secure site's list. */
  typeOf(user: FrameUser | undefined, address: string): EmbeddedAccountType | undefined
  /**
   * SET_PREFERRED_ACCOUNT: moves the wallet to `type` (SPEC section 4: to the smart account only
   * on an enabled network from the plain account; back to the plain one always) and returns the
   * user now (`user()` is read when the switch starts); the choice is stored per namespace and
   * SET_PREFERRED_ACCOUNT_TYPE reported. Refused while a request waits for approval. A second
   * switch to the same type on its way gets the first's answer; to the other type, it runs after
   * the first. Nothing is kept or told once `signal` aborts (the login ended meanwhile).
   */
  switchTo(
    user: () => FrameUser | undefined,
    type: EmbeddedAccountType,
    signal: AbortSignal,
  ): Promise<FrameUser>
  /** Whether the secure site offers a smart account on any network (the type can then change). */
  inPlay(): boolean
  /** The login ended: the stored choice stays (it is the user's), the shown state is cleared. */
  forget(): void
}

const isEmbeddedType = (value: unknown): value is EmbeddedAccountType =>
  value === 'eoa' || value === 'smartAccount'

/** A switch the embedded wallet cannot make here (SPEC section 4's rule), in words to show. */
class AccountTypeUnavailableError extends BaseError {
  override name = 'AccountTypeUnavailableError' as const
  constructor(details: string) {
    super('Smart accounts are not available on this network', {
      code: 'CHAIN_NOT_SUPPORTED',
      details,
    })
  }
}

/**
 * The embedded wallet's account types (SPEC sections 3, 4 and 6): which of its EVM accounts the
 * kit asks for (smart by default, as `defaultAccountTypes.eip155` says, or the user's later
 * choice, kept per namespace), the networks where the smart account exists, and the switch
 * between the two in the account view.
 * @example const types = createAccountTypes({ appKit, request, isBusy: () => false })
 */
export function createAccountTypes(parameters: AccountTypesParameters): AccountTypes {
  const { appKit, request } = parameters
  const { storage, stores, logger } = appKit
  let enabled: readonly number[] = storage.get(storageKeys.smartAccountNetworks) ?? []
  let switching: { type: EmbeddedAccountType; done: Promise<FrameUser> } | undefined

  const preferred = (): EmbeddedAccountType => {
    const stored = storage.get(storageKeys.preferredAccountTypes)?.eip155
    if (isEmbeddedType(stored)) return stored
    return appKit.config.defaultAccountTypes.eip155 ?? 'smartAccount'
  }

  const activeChainId = () => Number(stores.chains.getNetwork('eip155').caipNetwork?.id)
  const typeOf = (user: FrameUser | undefined, address: string) =>
    user?.accounts?.find((account) => account.address.toLowerCase() === address.toLowerCase())?.type

  function show(user: FrameUser): void {
    const type =
      typeOf(user, user.address) ??
      (isEmbeddedType(user.preferredAccountType) ? user.preferredAccountType : 'eoa')
    stores.chains.setAccount('eip155', {
      user: {
        accounts: user.accounts ?? [{ address: user.address, type }],
        ...(user.userName ? { username: user.userName } : {}),
        ...(user.email ? { email: user.email } : {}),
      },
      preferredAccountType: type,
      smartAccountDeployed: type === 'smartAccount' && user.smartAccountDeployed === true,
    })
  }

  async function loadEnabledNetworks(signal?: AbortSignal): Promise<readonly number[]> {
    try {
      const answer = await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, { signal })
      enabled = answer.smartAccountEnabledNetworks
    } catch (error) {
      logger.warn('Could not read the networks with smart accounts', error)
      enabled = []
    }
    storage.set(storageKeys.smartAccountNetworks, [...enabled])
    stores.chains.setNetwork('eip155', { smartAccountEnabledNetworks: enabled })
    return enabled
  }

  async function settle(user: FrameUser, signal?: AbortSignal): Promise<FrameUser> {
    let settled = user
    const wanted = preferred() === 'smartAccount' && enabled.includes(activeChainId())
    const known = user.accounts?.some((account) => account.type === 'smartAccount')
    if (wanted && !known) {
      try {
        const made = await request('INIT_SMART_ACCOUNT', undefined, { signal })
        const { address } = await request(
          'SET_PREFERRED_ACCOUNT',
          { type: 'smartAccount' },
          { signal },
        )
        settled = {
          ...user,
          address,
          preferredAccountType: 'smartAccount',
          smartAccountDeployed: made.isDeployed,
          accounts: [
            ...(user.accounts ?? [{ address: user.address, type: 'eoa' as const }]),
            { address: made.address, type: 'smartAccount' as const },
          ],
        }
      } catch (error) {
        signal?.throwIfAborted()
        // SPEC section 8: the wallet stays usable with its plain account.
        logger.warn('Could not set up the smart account: the plain account is used', error)
      }
    }
    signal?.throwIfAborted()
    show(settled)
    return settled
  }

  async function switchOnce(
    currentUser: () => FrameUser | undefined,
    type: EmbeddedAccountType,
    signal: AbortSignal,
  ): Promise<FrameUser> {
    const user = currentUser()
    if (!user) throw new BaseError('Not connected to email or social', { code: 'NOT_CONNECTED' })
    const current = typeOf(user, user.address) ?? 'eoa'
    if (current === type) return user
    if (parameters.isBusy()) throw new RequestPendingError()
    const network = stores.chains.getNetwork('eip155').caipNetwork
    if (type === 'smartAccount' && !enabled.includes(activeChainId())) {
      throw new AccountTypeUnavailableError(
        `The secure site offers smart accounts on chains ${enabled.join(', ') || '(none)'}, not on ${network?.name ?? 'this network'}.`,
      )
    }
    let { accounts = [{ address: user.address, type: current }] } = user
    let deployed = user.smartAccountDeployed
    if (type === 'smartAccount' && !accounts.some((account) => account.type === type)) {
      const made = await request('INIT_SMART_ACCOUNT', undefined, { signal })
      accounts = [...accounts, { address: made.address, type: 'smartAccount' }]
      deployed = made.isDeployed
    }
    const answer = await request('SET_PREFERRED_ACCOUNT', { type }, { signal })
    signal.throwIfAborted()
    const switched: FrameUser = {
      ...user,
      address: answer.address,
      preferredAccountType: type,
      ...(deployed === undefined ? {} : { smartAccountDeployed: deployed }),
      accounts: accounts.some((account) => account.address === answer.address)
        ? accounts
        : [
            ...accounts.filter((account) => account.type !== type),
            { address: answer.address, type },
          ],
    }
    storage.set(storageKeys.preferredAccountTypes, {
      ...storage.get(storageKeys.preferredAccountTypes),
      eip155: type,
    })
    show(switched)
    appKit.events.emit('setPreferredAccountType', {
      accountType: type,
      caipNetworkId: network?.caipNetworkId,
    })
    return switched
  }

  return {
    preferred,
    loadEnabledNetworks,
    settle,
    typeOf,
    switchTo(user, type, signal) {
      if (switching?.type === type) return switching.done
      const before = switching?.done.catch(() => undefined) ?? Promise.resolve()
      const entry = {
        type,
        done: before.then(() => switchOnce(user, type, signal)),
      }
      switching = entry
      entry.done
        .finally(() => {
          if (switching === entry) switching = undefined
        })
        .catch(() => undefined)
      return entry.done
    },
    inPlay: () => enabled.length > 0,
    forget() {
      stores.chains.setAccount('eip155', { user: undefined, smartAccountDeployed: false })
    },
  }
}
