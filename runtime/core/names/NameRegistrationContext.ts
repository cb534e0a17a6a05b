import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { NameRecord, NameSuggestion } from '../blockchainApi/index.js'

/** The account a name is registered for: the active account and its network. */
export interface NameAccount {
  namespace: ChainNamespace
  network: CaipNetwork
  /** As the wallet spells it (the controller checksums it for the message). */
  address: string
}

/** What `registerName` sends: the signed registration message. */
export interface NameRegistrationBody {
  coinType: number
  address: string
  message: string
  signature: string
}

/**
 * What the registration controller reaches the account, the wallet, the name service and the
 * clock through: the kit's own functions (`nameRegistrationOf` wires them), or a test's stand-ins.
 */
export interface NameRegistrationContext {
  /** The active account when it is connected (any namespace; the controller checks which). */
  account(): NameAccount | undefined
  /** Calls `listener` when the active account or network may have changed; returns the stop. */
  watchAccount(listener: () => void): () => void
  /** Whether names are shown on `network` (eip155, not a testnet unless a local chain). */
  isIdentityNetwork(network: CaipNetwork): boolean
  /** Names like `label` in the default zone, with whether each is taken. */
  suggestions(label: string, signal: AbortSignal): Promise<NameSuggestion[]>
  /** The record of a full name; `undefined` when it is not registered. */
  nameRecord(name: string, signal: AbortSignal): Promise<NameRecord | undefined>
  /** Asks the account's wallet to sign `message` (`personal_sign`); rejects when it declines. */
  sign(account: NameAccount, address: string, message: string): Promise<string>
  /** Sends the signed message to the name service; rejects with its reason when it refuses. */
  register(body: NameRegistrationBody): Promise<void>
  /**
   * `name` is now `account`'s: forgets the names cached for it, and shows the name on the account
   * at once when that account and network are still the active ones.
   */
  registered(account: NameAccount, name: string): void
  /** Shows the success view, when the modal still shows the registration. */
  showSuccess(): void
  /** Milliseconds since the epoch (tests move it). */
  now(): number
}
