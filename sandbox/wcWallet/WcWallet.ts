import type { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import type { Address, Hex } from 'viem'
import type { WcAuthentication, WcSignedAuthentication } from './answerAuthentication.js'
import type { WcWalletBitcoinOptions } from './bitcoinWcHoldings.js'
import type { WcRequestRecord } from './createWcRequestHandler.js'

/** The wallet's WalletConnect client; the named export is a value, so the type is spelled out. */
export type WcSignClient = InstanceType<typeof SignClient>

export interface StartWcWalletOptions {
  /** The relay, e.g. `startRelay()`'s `url`. */
  relayUrl: string
  projectId: string
  /** The key the wallet signs with (a dev account's). */
  privateKey: Hex
  /** chain id -> RPC URL of every chain the wallet has. */
  chains: Record<number, string>
  /**
   * CAIP-2 chain id -> this wallet's address there, for the non-EVM chains it holds (the eip155
   * account comes from `privateKey`, the Solana one from `solanaSecretKey`). Proposals get these
   * chains approved when they ask for them; requests on them are refused with 4200. Default `defaultWcWalletAccounts`: Alice on Polkadot
   * and one account on the Cosmos Hub.
   */
  accounts?: Record<string, string>
  /**
   * The 64-byte Solana secret key (seed, then public key) the wallet signs Solana requests with.
   * Default: the sandbox's Solana dev account 0 (`solanaDevAccounts()[0]`).
   */
  solanaSecretKey?: Uint8Array
  /**
   * The CAIP-2 Solana chains the wallet holds that key on (approved when a proposal asks for
   * them); `[]` holds none. Default `defaultWcWalletSolanaChains`: the sandbox validator,
   * mainnet, devnet and testnet.
   */
  solanaChains?: readonly string[]
  /**
   * The Solana RPC `solana_signAndSendTransaction` sends to (the sandbox validator's `rpcUrl`),
   * whichever held chain the dapp names; without it that method is refused. Signing needs none.
   */
  solanaRpcUrl?: string
  /**
   * A Bitcoin account on one bip122 chain (the sandbox ledger's): proposals asking for that chain
   * get its payment and ordinal addresses approved, and `sendTransfer`, `signMessage`,
   * `signPsbt` and `getAccountAddresses` are answered with its keys against `esploraUrl`.
   * Without it the wallet holds no Bitcoin account.
   */
  bitcoin?: WcWalletBitcoinOptions
  /**
   * Approve session proposals and one-click authentication requests as they arrive (default
   * true); when false they wait for `approve` / `reject` (see `nextProposal`) and
   * `approveAuthentication` / `rejectAuthentication` (see `nextAuthentication`).
   */
  autoApprove?: boolean
  /**
   * Answer one-click authentication requests (default true). When false the wallet behaves as
   * one without it: the SDK hands it the fallback session proposal instead.
   */
  oneClickAuth?: boolean
  /** Keeps this client's state apart from other clients in the process; unique by default. */
  storagePrefix?: string
  metadata?: SignClientTypes.Metadata
}

export type WcProposal = SignClientTypes.EventArguments['session_proposal']
export type WcSession = SessionTypes.Struct

/** A running WalletConnect wallet for tests and `appkit dev`. */
export interface WcWallet {
  address: Address
  /** The base58 Solana address, held on `solanaChains`. */
  solanaAddress: string
  /** The Bitcoin payment and ordinal addresses, with the `bitcoin` option. */
  bitcoinAddresses?: { payment: string; ordinal: string }
  /** The underlying client, for what this wrapper does not cover. */
  signClient: WcSignClient
  /** Pairs with a dapp's `wc:` URI; its session proposal follows over the relay. */
  pair(uri: string): Promise<void>
  /** The oldest proposal not yet taken (only queued when `autoApprove` is off), or the next. */
  nextProposal(): Promise<WcProposal>
  /** The oldest session approved and not yet taken, or the next; rejects if approving failed. */
  nextSession(): Promise<WcSession>
  approve(proposal: WcProposal): Promise<WcSession>
  /** Refuses the proposal as a person would (code 5000, 'User rejected.'). */
  reject(proposal: WcProposal): Promise<void>
  /** The oldest one-click authentication request not yet taken (`autoApprove` off), or the next. */
  nextAuthentication(): Promise<WcAuthentication>
  /** Signs in on each requested chain the wallet has, which also settles the session. */
  approveAuthentication(request: WcAuthentication): Promise<WcSignedAuthentication[]>
  /** Refuses to sign in as a person would (code 5000, 'User rejected.'). */
  rejectAuthentication(request: WcAuthentication): Promise<void>
  /** Every sign-in message the wallet signed for one-click authentication, oldest first. */
  authentications: readonly WcSignedAuthentication[]
  sessions(): WcSession[]
  /** Every session request answered so far, oldest first. */
  requests: readonly WcRequestRecord[]
  /** While on, signing and sending requests are refused with 4001 'User rejected the request.'. */
  rejectRequests(on: boolean): void
  /**
   * Tells every session's dapp with an eip155 namespace that the accounts changed (this wallet's
   * address by default); sessions without eip155 are skipped.
   */
  emitAccountsChanged(accounts?: readonly Address[]): Promise<void>
  /** Ends one session (or all) from the wallet side; the dapp gets `session_delete`. */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay socket and timers; sessions are not ended. Safe to call twice. */
  close(): Promise<void>
}
