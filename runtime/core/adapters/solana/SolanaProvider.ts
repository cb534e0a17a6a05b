/**
 * A transaction as the wallet takes it: serialized bytes, or a `@solana/web3.js` `Transaction` /
 * `VersionedTransaction` (anything with `serialize()`), which is serialized unsigned first.
 */
export type SolanaTransactionInput =
  | Uint8Array
  | {
      serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
    }

/**
 * What `useAppKitProvider('solana')` gives an app, whatever the connector (a browser wallet, the
 * embedded wallet, a WalletConnect session): the connected account and the wallet's Solana
 * features, with no `@solana/web3.js` types, so the kit stays free of it. Every call goes to the
 * wallet (a prompt); a rejection throws an error with `rpcCode` 4001. From a browser wallet or
 * over WalletConnect every error is a kit error (`isAppKitError`; a rejection is a
 * `UserRejectedRequestError`); the embedded wallet's provider rejects as EIP-1193 providers do,
 * with an `AuthRpcError` (`code` and `rpcCode` the number).
 * @example
 * const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
 * const signature = await walletProvider.signMessage(new TextEncoder().encode('hello'))
 */
export interface SolanaProvider {
  readonly namespace: 'solana'
  /** The connected account's base58 address, `undefined` when none is connected. */
  readonly publicKey: string | undefined
  /** The Wallet Standard chain requests go to (`solana:mainnet`, `solana:localnet`, ...). */
  readonly chain: string
  /** The ed25519 signature of `message`. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** The transaction signed by the account, serialized. */
  signTransaction(transaction: SolanaTransactionInput): Promise<Uint8Array>
  /**
   * Every transaction signed by the account, serialized, in the order given; one prompt for all.
   * Rejects, signing none, when the wallet refuses any of them.
   */
  signAllTransactions(transactions: readonly SolanaTransactionInput[]): Promise<Uint8Array[]>
  /** Signs and sends through the wallet; the transaction's first signature. */
  signAndSendTransaction(transaction: SolanaTransactionInput): Promise<Uint8Array>
}
