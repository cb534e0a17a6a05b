import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { ConnectorConnection } from '../connectors/Connector.js'
import { isStoredConnector } from '../connectors/findStoredConnector.js'
import { BaseError } from '../errors/BaseError.js'
import type { ProviderRpcError } from '../errors/ProviderRpcError.js'
import type { RequestPendingError } from '../errors/RequestPendingError.js'
import { toBaseError } from '../errors/toBaseError.js'
import type { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import type { CaipAddress } from '../state/AccountState.js'
import { addRecentWallet } from '../storage/addRecentWallet.js'
import { type RecentWallet, storageKeys } from '../storage/storageKeys.js'
import { showUnsupportedChain } from './showUnsupportedChain.js'
import { syncConnection } from './syncConnection.js'
import type { FilledNamespace } from './syncOtherNamespaces.js'

/** How long `connect` waits for a connector id not found at once (a discovery still loading). */
const connectorLookupMs = 500

export interface ConnectParameters {
  /** A connector of `appKit.stores.connectors` (e.g. `'injected'`, `'eip6963:io.metamask:...'`). */
  connectorId: string
  /**
   * The wallet the user picked, recorded as a recent wallet instead of the connector (a registry
   * wallet reached through WalletConnect). A WalletConnect connection without one records none:
   * a bare QR code says nothing about which wallet scanned it.
   */
  wallet?: RecentWallet | undefined
}
export interface ConnectReturnType extends ConnectorConnection {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  /** False when the wallet is on a chain the config does not list. */
  supported: boolean
}
/**
 * `UserRejectedRequestError` ('Connection rejected': offer a retry), `RequestPendingError` (a
 * prompt is already open in the wallet), another `ProviderRpcError`, or a `BaseError` with code
 * CONNECTOR_NOT_FOUND, FAILED_TO_CONNECT, MODAL_CLOSED (the modal was closed first),
 * CONNECTION_SUPERSEDED (another connection started first) or CONNECTION_TIMEOUT.
 */
export type ConnectErrorType =
  | UserRejectedRequestError
  | RequestPendingError
  | ProviderRpcError
  | BaseError

/**
 * Back to where `namespace` was before an attempt set it connecting: disconnected, or still
 * connected with the wallet it had before.
 */
function restoreStatus(appKit: AppKit, namespace: ChainNamespace): void {
  const { chains } = appKit.stores
  const stillConnected = chains.getAccount(namespace).caipAddress !== undefined
  chains.setAccount(namespace, { status: stillConnected ? 'connected' : 'disconnected' })
}

/**
 * Connects a browser wallet: status 'connecting', the wallet's prompt (starting on the selected
 * network), then account sync (SPEC section 4), the stored connection and recent wallet, and the
 * `connectSuccess` event. Afterwards the modal closes, or shows UnsupportedChain when the wallet is
 * on a chain the config does not list. On failure the status goes back, `connectError` is emitted
 * and the wrapped error is thrown; nothing is retried. Only the latest attempt counts: a new
 * `connect`, closing the modal or 4 min without an answer ends this one, and whatever its wallet
 * answers afterwards is ignored.
 * @example
 * try {
 *   await connect(appKit, { connectorId: connector.id })
 * } catch (error) {
 *   if (error instanceof UserRejectedRequestError) showRetry(error.shortMessage)
 * }
 */
export async function connect(
  appKit: AppKit,
  { connectorId, wallet }: ConnectParameters,
): Promise<ConnectReturnType> {
  const { connectors } = appKit.stores
  // A wallet found by a discovery whose code is still arriving (Solana's) shows up shortly.
  const connector =
    connectors.getConnector(connectorId) ??
    (await connectors.waitForConnector(
      (list) => list.find((candidate) => candidate.id === connectorId),
      connectorLookupMs,
    ))
  if (!connector) {
    const error = new BaseError('No connector found for connection', {
      code: 'CONNECTOR_NOT_FOUND',
      details: `No wallet with id "${connectorId}" is on this page.`,
    })
    appKit.events.emit('connectError', { connectorId, error })
    throw error
  }
  const { chains } = appKit.stores
  const namespace = connector.chain
  // Begun before the status changes: the attempt it supersedes must find the state already ours.
  const previousActive = chains.getState().activeNamespace
  const attempt = appKit.connectionAttempts.begin('connect')
  chains.setAccount(namespace, { status: 'connecting' })
  let result: ConnectReturnType
  /** Every namespace this connection filled. */
  let connected: ChainNamespace[] = [namespace]
  try {
    const network = chains.getNetwork(namespace).caipNetwork
    const connection = await attempt.race(
      connector.connect({ ...(network ? { network } : {}), signal: attempt.signal }),
    )
    // Signed in while pairing (WalletConnect's one-click authentication): verified and kept
    // before the account shows, or the wallet is disconnected (SPEC section 4).
    if (connection.signIns) {
      const { acceptSignIns } = await import('../siwx/walletConnectSignIn.js')
      await attempt.race(acceptSignIns(appKit, connector, connection, attempt.signal))
    }
    attempt.finish()
    // One session may hold more namespaces (WalletConnect on EVM and Solana): fill them too.
    const several = (connector.chains?.length ?? 0) > 1
    const syncOthers = async (primaryConnected: boolean) => {
      const { syncOtherNamespaces } = await import('./syncOtherNamespaces.js')
      return syncOtherNamespaces(appKit, connector, {
        sync: syncConnection,
        previousActive,
        primaryConnected,
      })
    }
    // The wallet approved none of the connector's own namespace (a Solana-only wallet paired
    // with an EVM + Solana app): the namespaces it did approve are the connection. With none
    // either, `syncConnection` below throws 'The wallet returned no accounts'.
    let filled: FilledNamespace[] = []
    if (several && connection.accounts.length === 0) {
      restoreStatus(appKit, namespace)
      filled = await syncOthers(false)
    }
    const standIn = filled[0]
    if (standIn) {
      const { caipAddress, supported } = standIn
      result = { ...standIn.connection, namespace: standIn.namespace, caipAddress, supported }
      connected = filled.map((each) => each.namespace)
    } else {
      const { caipAddress, supported } = syncConnection(appKit, connector, connection)
      result = { ...connection, namespace, caipAddress, supported }
      if (several) connected.push(...(await syncOthers(true)).map((each) => each.namespace))
    }
  } catch (cause) {
    attempt.finish()
    const error = toBaseError(cause)
    // A superseded attempt leaves the state to the attempt that replaced it.
    if (!attempt.superseded) restoreStatus(appKit, namespace)
    appKit.events.emit('connectError', { connectorId, error })
    throw error
  }

  const { storage } = appKit
  // Announced ids carry a per-page-load uuid; the rdns is what identifies the wallet next time.
  if (wallet) addRecentWallet(storage, wallet)
  // Neither a bare QR code nor an email login names a wallet to offer again.
  else if (connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH') {
    addRecentWallet(storage, {
      id: connector.rdns ?? connector.id,
      name: connector.name,
      ...(connector.rdns ? { rdns: connector.rdns } : {}),
    })
  }
  // Connected again by the user: restored on the next page load in each namespace it filled.
  for (const each of new Set(connected)) {
    const disconnectedKey = storageKeys.disconnectedConnectorIds(each)
    const disconnected = storage.get(disconnectedKey) ?? []
    const kept = disconnected.filter((id) => !isStoredConnector(connector, id))
    if (kept.length !== disconnected.length) storage.set(disconnectedKey, kept)
  }

  appKit.events.emit('connectSuccess', {
    namespace: result.namespace,
    connectorId,
    walletName: connector.getWalletInfo?.()?.name ?? connector.name,
    address: result.accounts[0] ?? '',
    caipAddress: result.caipAddress,
  })
  // With sign-in on, the modal stays for the signature when the account has no session yet.
  if (result.supported && appKit.config.siwx?.enabled) {
    const { siwxControllerOf } = await import('../siwx/siwxControllerOf.js')
    if ((await siwxControllerOf(appKit).evaluate()) === 'asked') return result
  }
  if (result.supported || !(await showUnsupportedChain(appKit))) await appKit.close()
  return result
}
