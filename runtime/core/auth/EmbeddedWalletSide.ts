import type { ChainNamespace } from '../../../schema/index.js'
import type { AuthConnector } from './AuthConnector.js'
import type { FrameRequest } from './createFrameSession.js'

/** What the embedded wallet hands a namespace's side of its login (`ChainAdapter.embeddedWallet`). */
export interface EmbeddedWalletSideParameters {
  /** The eip155 connector of the same login: disconnect and authorization are the login's. */
  primary: AuthConnector
  /** A request to the secure frame (the frame session's, with its origin check). */
  request: FrameRequest
  /** A request that needs the user, through the ApproveTransaction view, on `chain()`. */
  approve(method: string, params: Record<string, unknown>): Promise<unknown>
  /** The CAIP-2 id of the network the kit is on in this namespace (`<namespace>:` for none). */
  chain(): string
  getWalletInfo(): { name: string }
  /** The login's other sides, for `forNamespace`. */
  sideOf(namespace: ChainNamespace): Promise<AuthConnector | undefined>
}

/** One namespace's side of an email login beside its eip155 connector. */
export interface EmbeddedWalletSide {
  readonly connector: AuthConnector
  /** The login ended: the account is forgotten. */
  forget(): void
  /** The login moved to another email. */
  renameEmail(email: string): void
}

/** A namespace's part of the embedded wallet: what its chain adapter's `embeddedWallet()` loads. */
export interface EmbeddedWallet {
  /** Makes the namespace's side of the login. */
  createSide(parameters: EmbeddedWalletSideParameters): EmbeddedWalletSide
}
