/**
 * Why a sandbox chain did not start: anvil missing, the port taken, or anvil failing at start (its
 * stderr is in `details`). A plain `Error` subclass: the sandbox imports nothing but types from the
 * runtime.
 * @example
 * try {
 *   await startChain({ port: 8545 })
 * } catch (error) {
 *   if (error instanceof ChainStartError) console.error(error.message)
 * }
 */
export class ChainStartError extends Error {
  override name = 'ChainStartError'
  readonly details: string | undefined

  constructor(shortMessage: string, options: { details?: string; cause?: unknown } = {}) {
    const details = options.details?.trim()
    super(details ? `${shortMessage}\n${details}` : shortMessage, { cause: options.cause })
    this.details = details
  }
}
