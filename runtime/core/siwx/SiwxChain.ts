import type { SiwxMessageFields, SiwxNamespace } from './SiwxMessageFields.js'
import type { SiwxVerifyFailure, VerifySiwxMessageParameters } from './verifySiwxMessageWith.js'

/**
 * What sign-in needs of one namespace (`ChainAdapter.siwx`): how its messages spell accounts and
 * chains, how its signatures verify, and how its wallets sign. The message grammar, dates, nonces
 * and sessions are the engine's; a namespace without its `SiwxChain` does not sign in, and a
 * message of that namespace reads as one of a chain the kit does not know.
 */
export interface SiwxChain {
  /** Why `address` is not an account as this namespace's messages spell it, or `undefined`. */
  checkAddress(address: string): string | undefined
  /** Why `chainId` is not this namespace's Chain ID text, or `undefined`. */
  checkChainId(chainId: string): string | undefined
  /**
   * Why `signature` is not `fields.address`'s own over `message`, or `undefined` when it is.
   * `publicClient` (eip155) lets contract accounts verify too.
   */
  verify(
    fields: SiwxMessageFields,
    message: string,
    signature: string,
    publicClient?: VerifySiwxMessageParameters['publicClient'],
  ): Promise<SiwxVerifyFailure | undefined>
  /**
   * Asks the connected wallet's `provider` to sign `message` as `address` (the wallet's own error
   * when it declines); `undefined` when that provider cannot sign in this namespace.
   */
  sign(provider: unknown, address: string, message: string): Promise<string> | undefined
}

/** The sign-in rules a reader, verifier or kit knows, by namespace. */
export type SiwxChains = Readonly<Partial<Record<SiwxNamespace, SiwxChain>>>
