import type { Hex } from 'viem'

/** How the dev wallet is set up; plain JSON, so it can travel into an injected script. */
export interface DevWalletOptions {
  /** The key it signs with, e.g. a dev account's from `startChain`. */
  privateKey: Hex
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
