import type { CaipNetwork } from '../../../../schema/index.js'

/**
 * The Solana adapter's first-load helpers, handed to its lazily loaded code (wallet discovery)
 * rather than imported there: a lazy module that imports a first-load module by its path makes
 * the bundler split that module into a first-load file of its own, and the engine's kernel,
 * which lazy code shares first-load code through, carries nothing of Solana.
 */
export interface SolanaNaming {
  /** `isSolanaAddress`: the form of a Solana address (SPEC section 5). */
  isAddress(value: string): boolean
  /** `solanaWalletChain`: the Wallet Standard chain of a configured Solana network. */
  walletChain(network: Pick<CaipNetwork, 'id'> | undefined): string
}
