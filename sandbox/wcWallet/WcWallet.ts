import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { Address, Hex } from 'viem'
import type { WcRequestRecord } from './createWcRequestHandler.js'

export interface StartWcWalletOptions {
  /** The relay, e.g. `startRelay()`'s `url`. */
  relayUrl: string
  projectId: string
  /** The key the wallet signs with (a dev account's). */
  privateKey: Hex
  /** chain id -> RPC URL of every chain the wallet has. */
  chains: Record<number, string>
  /**
   * Approve session proposals as they arrive (default true); when false they wait for
   * `approve` / `reject` (see `nextProposal`).
   */
  autoApprove?: boolean
  /** Keeps this client's state apart from other clients in the process; unique by default. */
  storagePrefix?: string
  metadata?: WalletKitTypes.Metadata
}

export type WcProposal = WalletKitTypes.SessionProposal
export type WcSession = ReturnType<IWalletKit['getActiveSessions']>[string]

/** A running WalletConnect wallet for tests and `appkit dev`. */
export interface WcWallet {
  address: Address
  /** The underlying client, for what this wrapper does not cover. */
  walletKit: IWalletKit
  /** Pairs with a dapp's `wc:` URI; its session proposal follows over the relay. */
  pair(uri: string): Promise<void>
  /** The oldest proposal not yet taken (only queued when `autoApprove` is off), or the next. */
  nextProposal(): Promise<WcProposal>
  /** The oldest session approved and not yet taken, or the next; rejects if approving failed. */
  nextSession(): Promise<WcSession>
  approve(proposal: WcProposal): Promise<WcSession>
  /** Refuses the proposal as a person would (code 5000, 'User rejected.'). */
  reject(proposal: WcProposal): Promise<void>
  sessions(): WcSession[]
  /** Every session request answered so far, oldest first. */
  requests: readonly WcRequestRecord[]
  /** While on, signing and sending requests are refused with 4001 'User rejected the request.'. */
  rejectRequests(on: boolean): void
  /** Tells every session's dapp the accounts changed (this wallet's address by default). */
  emitAccountsChanged(accounts?: readonly Address[]): Promise<void>
  /** Ends one session (or all) from the wallet side; the dapp gets `session_delete`. */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay socket and timers; sessions are not ended. Safe to call twice. */
  close(): Promise<void>
}
