import type { Hex } from 'viem'

/** How the dev wallet is set up; plain JSON, so it can travel into an injected script. */
export interface DevWalletOptions {
  /** The key it signs with, e.g. a dev account's from `startChain`. */
  privateKey: Hex
  /** More accounts the wallet holds; `control.switchAccount(i)` picks one (0 is `privateKey`). */
  morePrivateKeys?: readonly Hex[]
  /** chain id -> RPC URL of the chains it knows; `wallet_addEthereumChain` can add more. */
  chains: Record<number, string>
  /** The chain it starts on; the first of `chains` when omitted. */
  chainId?: number
  /** Approve every prompt without showing it (tests). Off by default. */
  autoApprove?: boolean
  /**
   * When the wallet holds more than one account, its connect prompt lists them as radio buttons
   * (short address and label) and connects the one checked, which it then remembers for this site
   * until disconnected, as extensions do. The active account is checked at first; with
   * `autoApprove` the active one connects. Off by default (the active account connects).
   */
  chooseAccountOnConnect?: boolean
  /**
   * What the connect choice calls each account, index-aligned with the keys (`privateKey` first),
   * e.g. `['Dev account 0', 'Dev account 2']`; default `Dev account <position>`.
   */
  accountLabels?: readonly string[]
  /** Also install the provider as `window.ethereum`, as legacy injected wallets do. Off by default. */
  windowEthereum?: boolean
  /** Also be a Wallet Standard Solana wallet in the page, as multi-chain wallets are. */
  solana?: DevWalletSolanaOptions
  /**
   * Also be a Bitcoin wallet in the page: a WBIP004 provider at `window.SandboxWalletBitcoin`,
   * listed in `window.btc_providers`.
   */
  bitcoin?: DevWalletBitcoinOptions
}

/** The Bitcoin side of the dev wallet (plain JSON, like the rest). */
export interface DevWalletBitcoinOptions {
  /** The ledger's Esplora base URL (no trailing slash), where it reads UTXOs and broadcasts. */
  esploraUrl: string
  /** The CAIP-2 chain it serves, which sets the address prefixes (default regtest's). */
  caipNetworkId?: string
  /**
   * Each account's private keys, 32 bytes hex: `payment` (P2WPKH address) and `ordinal` (P2TR
   * key-path address). Index i is the one `control.switchAccount(i)` picks.
   */
  accounts: readonly { payment: string; ordinal: string }[]
}

/** The Solana side of the dev wallet (plain JSON, like the rest). */
export interface DevWalletSolanaOptions {
  /** The validator's JSON-RPC URL, where `solana:signAndSendTransaction` sends. */
  rpcUrl: string
  /**
   * The accounts' 64-byte secret keys (seed then public key, what `Keypair.fromSecretKey` takes),
   * base58 as Phantom and Solflare export them. Index i is the one `control.switchAccount(i)` picks.
   */
  secretKeys: readonly string[]
  /** The Wallet Standard chain it serves (default `'solana:localnet'`). */
  chain?: string
}

/** An EIP-1193 provider. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): Eip1193Provider
  removeListener(event: string, listener: (...args: unknown[]) => void): Eip1193Provider
}

/** One thing the wallet signed or sent, in order (`control.signed()`). */
export interface SignedEntry {
  method:
    | 'personal_sign'
    | 'eth_signTypedData_v4'
    | 'eth_sendTransaction'
    | 'solana_signMessage'
    | 'solana_signTransaction'
    | 'solana_signAndSendTransaction'
    | 'bitcoin_signMessage'
    | 'bitcoin_sendTransfer'
    | 'bitcoin_signPsbt'
  /** The 0x address, the base58 Solana address, or the Bitcoin address that signed (or paid). */
  account: string
  /**
   * The message as text, the typed data as JSON, the transaction hash; on Solana the message as
   * text (hex when binary) or the transaction's base58 signature; on Bitcoin the message, or the
   * transaction's txid (sent transfer, signed PSBT).
   */
  payload: string
  /**
   * The 0x signature or hash; on Solana the base58 signature; on Bitcoin the base64 message
   * signature, the txid of a transfer, or the signed PSBT (base64).
   */
  result: string
}

/** What a test may do to the wallet from the page (`window.__appkitSandboxWalletControl`). */
export interface DevWalletControl {
  /** Clicks Approve (or Reject) on the prompt that is open; false when none is. */
  approve(): boolean
  reject(): boolean
  /** Whether a prompt is waiting. */
  pending(): boolean
  /**
   * Switches to account `index` (0 = `privateKey`), and with `solana` to `solana.secretKeys[index]`,
   * with `bitcoin` to `bitcoin.accounts[index]`, too, telling the page if connected; throws,
   * switching none, when a list has no such index.
   * Returns the EVM address.
   */
  switchAccount(index: number): string
  /** What was signed or sent, oldest first. */
  signed(): readonly SignedEntry[]
  /**
   * False while a request is past its prompt but has not answered the dapp yet (approved, or
   * auto-approved, and still signing or sending); true once each request has recorded its entry,
   * failed, or is waiting at its prompt. `signed()` is complete when this is true.
   */
  settled(): boolean
}
