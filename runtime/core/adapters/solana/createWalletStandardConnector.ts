import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { Connector } from '../../connectors/Connector.js'
import { BaseError, sanitizeWalletIcon, sanitizeWalletName } from '../../kernel.js'
import { createSolanaProvider } from './createSolanaProvider.js'
import { readStandardAccounts } from './readStandardAccounts.js'
import type { SolanaNaming } from './SolanaNaming.js'
import { readStandardFeatures } from './standardFeatures.js'
import { toWalletRejection } from './toWalletRejection.js'

/** How long a disconnect waits for the wallet to acknowledge it. */
const disconnectWaitMs = 1_000

/** The mainnet reference: a wallet connected before the kit chose a network is on mainnet. */
const mainnetReference = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export interface WalletStandardConnectorOptions {
  /** Stable per wallet across page loads: `walletStandard:<name>` (the standard has no id). */
  id: string
  /** The Solana network the kit has selected, which the wallet's requests go to. */
  selectedNetwork?: (() => CaipNetwork | undefined) | undefined
  /** The adapter's address form and Wallet Standard chain names. */
  naming: SolanaNaming
}

/**
 * A connector (type ANNOUNCED, chain solana) over a Wallet Standard wallet that has Solana
 * features; `undefined` for a wallet without them or without a name. The wallet object is the
 * page's: its name and icon are sanitized, its features checked to be functions, and only
 * well-formed Solana accounts are used. The wallet does not choose a cluster: the kit's selected
 * Solana network is the chain, and switching only moves where requests go.
 * @example createWalletStandardConnector(wallet, { id: 'walletStandard:Phantom', selectedNetwork, naming })
 */
export function createWalletStandardConnector(
  wallet: Wallet,
  options: WalletStandardConnectorOptions,
): Connector | undefined {
  const name = sanitizeWalletName(String(wallet.name ?? ''))
  const features = readStandardFeatures(wallet.features)
  if (!name || !features) return undefined
  /** The network reference chosen by connect or switchChain. */
  let chosen: string | number | undefined
  /** Whether the user connected this wallet (or it was restored): its accounts are the site's. */
  let authorized = false

  const network = () => options.selectedNetwork?.()
  const chainId = () => chosen ?? network()?.id ?? mainnetReference
  const accounts = (): readonly WalletAccount[] =>
    authorized ? readStandardAccounts(safeAccounts(wallet), options.naming.isAddress) : []
  const provider = createSolanaProvider(
    features,
    () => accounts()[0],
    () => options.naming.walletChain({ id: chainId() }),
  )

  async function connectWallet(silent: boolean): Promise<readonly WalletAccount[]> {
    const connect = features?.['standard:connect']
    if (!connect) return []
    const result = await connect.connect(silent ? { silent: true } : undefined)
    return readStandardAccounts(result?.accounts ?? safeAccounts(wallet), options.naming.isAddress)
  }

  return {
    id: options.id,
    type: 'ANNOUNCED',
    name,
    icon: sanitizeWalletIcon(wallet.icon),
    chain: 'solana',
    async connect({ network: target, signal } = {}) {
      signal?.throwIfAborted()
      let found: readonly WalletAccount[]
      try {
        found = await connectWallet(false)
      } catch (error) {
        throw toWalletRejection(error)
      }
      signal?.throwIfAborted()
      if (found.length === 0) {
        throw new BaseError('Failed to connect', {
          code: 'FAILED_TO_CONNECT',
          details: `${name} approved no Solana account.`,
        })
      }
      authorized = true
      chosen = target?.id ?? chainId()
      return { accounts: found.map((account) => account.address), chainId: chainId() }
    },
    async disconnect() {
      authorized = false
      // Best effort and bounded: a wallet that never answers must not hold the kit's disconnect.
      const asked = Promise.resolve()
        .then(() => features['standard:disconnect']?.disconnect())
        .catch(() => undefined)
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, disconnectWaitMs))])
    },
    async getAccounts() {
      return accounts().map((account) => account.address)
    },
    async getChainId() {
      return chainId()
    },
    getProvider: () => provider,
    async isAuthorized() {
      // A silent connect: wallets answer with the accounts this site may see, without a prompt.
      try {
        authorized = (await connectWallet(true)).length > 0
      } catch {
        authorized = false
      }
      return authorized
    },
    async switchChain(target) {
      chosen = target.id
    },
    subscribe(listener) {
      const events = features['standard:events']
      if (!events) return () => undefined
      return events.on('change', (properties) => {
        if (!authorized || !properties || !('accounts' in properties)) return
        const changed = readStandardAccounts(properties.accounts, options.naming.isAddress)
        if (changed.length === 0) listener.disconnect?.()
        else listener.accountsChanged?.(changed.map((account) => account.address))
      })
    },
  }
}

/** `wallet.accounts`, or none when reading it throws (a getter of the page's object). */
function safeAccounts(wallet: Wallet): unknown {
  try {
    return wallet.accounts
  } catch {
    return []
  }
}
