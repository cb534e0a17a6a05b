import { ChainStartError } from '../chain/ChainStartError.js'

/**
 * Why the Solana sandbox did not start: its packages missing, a port taken, or the SVM failing at
 * start. A `ChainStartError`, so whatever reports a chain that did not start reports this one too.
 * @example
 * try {
 *   await startSolanaValidator({ port: 8899 })
 * } catch (error) {
 *   if (error instanceof SolanaStartError) console.error(error.message)
 * }
 */
export class SolanaStartError extends ChainStartError {
  override name = 'SolanaStartError'
}

/** `litesvm`, `@solana/web3.js` or `@solana/spl-token` is not installed: the one thing to do. */
export class SolanaPackagesMissingError extends SolanaStartError {
  override name = 'SolanaPackagesMissingError'
}
