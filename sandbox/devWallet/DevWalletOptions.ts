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
  /** Also install the provider as `window.ethereum`, as legacy injected wallets do. Off by default. */
  windowEthereum?: boolean
}

/** An EIP-1193 provider. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): Eip1193Provider
  removeListener(event: string, listener: (...args: unknown[]) => void): Eip1193Provider
}

/** One thing the wallet signed or sent, in order (`control.signed()`). */
export interface SignedEntry {
  method: 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction'
  account: string
  /** The message as text, the typed data as JSON, or the transaction hash. */
  payload: string
  result: string
}

/** What a test may do to the wallet from the page (`window.__appkitSandboxWalletControl`). */
export interface DevWalletControl {
  /** Clicks Approve (or Reject) on the prompt that is open; false when none is. */
  approve(): boolean
  reject(): boolean
  /** Whether a prompt is waiting. */
  pending(): boolean
  /** Switches to account `index` (0 = `privateKey`), telling the page if connected. */
  switchAccount(index: number): string
  /** What was signed or sent, oldest first. */
  signed(): readonly SignedEntry[]
}
