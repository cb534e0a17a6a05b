import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { Connector, ConnectorConnection } from '../connectors/Connector.js'
import type { WalletConnectAuthRequest } from '../connectors/walletConnect/WalletConnectProvider.js'
import { isSameAccount } from '../kernel.js'
import type { SiwxMessageTerms } from './createSiwxController.js'
import { readSiwxMessage } from './readSiwxMessage.js'
import { siwxChainsOf } from './siwxChainsOf.js'
import { siwxControllerOf } from './siwxControllerOf.js'
import { SiwxVerifyError } from './siwxErrors.js'
import type { SiwxSession } from './verifySiwxMessageWith.js'

/**
 * The one-click authentication request of a WalletConnect pairing (SPEC section 4): this page's
 * domain and URI, a fresh nonce from where sessions live, the configured statement and expiry,
 * every configured eip155 chain (the selected one first) and the EVM methods the session needs.
 * @example const request = await authRequestOf(appKit, network)
 */
export async function authRequestOf(
  appKit: AppKit,
  network: CaipNetwork | undefined,
): Promise<WalletConnectAuthRequest | undefined> {
  let terms: SiwxMessageTerms
  try {
    terms = await siwxControllerOf(appKit).messageTerms()
  } catch (error) {
    // Without a nonce there is no sign-in: a required one cannot go on; otherwise pair as usual
    // and let the visitor sign in once the server is back.
    if (appKit.config.siwx?.required) throw error
    appKit.logger.warn('Pairing without sign-in: no nonce for the message', error)
    return undefined
  }
  const evm = appKit.config.networks.filter((each) => each.chainNamespace === 'eip155')
  const first = network?.chainNamespace === 'eip155' ? network : evm[0]
  const chains = [first, ...evm.filter((each) => each !== first)].flatMap((each) =>
    each ? [each.caipNetworkId] : [],
  )
  return {
    chains,
    methods: [...(appKit.adapters.get('eip155')?.walletConnect.methods ?? ['personal_sign'])],
    domain: terms.domain,
    uri: terms.uri,
    nonce: terms.nonce,
    ...(terms.statement ? { statement: terms.statement } : {}),
    ...(terms.expirationTime ? { exp: terms.expirationTime } : {}),
  }
}

/**
 * Keeps the sign-in a wallet signed while pairing: the message of the chain the connection lands
 * on (each message carries the same single-use nonce, so one is kept), which must name the
 * connected account, verified like any other. Anything else disconnects the wallet and rejects, and
 * so does `signal` aborting meanwhile (the session just kept is ended again).
 * @example if (connection.signIns) await acceptSignIns(appKit, connector, connection)
 */
export async function acceptSignIns(
  appKit: AppKit,
  connector: Connector,
  connection: ConnectorConnection,
  signal?: AbortSignal,
): Promise<SiwxSession> {
  try {
    const chainId = String(connection.chainId).split(':').pop()
    const account = connection.accounts[0] ?? ''
    const chains = await siwxChainsOf(appKit)
    const candidates = (connection.signIns ?? []).flatMap((signIn) => {
      const parsed = readSiwxMessage(signIn.message, chains)
      return parsed.ok ? [{ signIn, fields: parsed.fields }] : []
    })
    const chosen = candidates.find((each) => each.fields.chainId === chainId) ?? candidates[0]
    if (!chosen)
      throw new SiwxVerifyError('malformed-message', 'the wallet signed no sign-in message')
    if (!isSameAccount(chosen.fields.address, account)) {
      throw new SiwxVerifyError(
        'invalid-signature',
        `signed as ${chosen.fields.address}, connected as ${account}`,
      )
    }
    return await siwxControllerOf(appKit).keepSignIn(chosen.signIn, signal)
  } catch (error) {
    await connector
      .disconnect()
      .catch((cause: unknown) => appKit.logger.warn('Could not disconnect', cause))
    throw error
  }
}
