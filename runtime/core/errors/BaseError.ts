import type { AppKitErrorCode } from './errorCodes.js'

/** What every kit error is built from; `code` also names the error's docs page. */
export interface BaseErrorParameters {
  /** Permanent machine-readable code, e.g. `SWITCH_NETWORK_NOT_FOUND`: one of `appKitErrorCodes`. */
  code: AppKitErrorCode
  /** The long message: why it happened or what to do. Defaults to the cause's own message. */
  details?: string | undefined
  /** Extra lines shown between the short message and the details. */
  metaMessages?: readonly string[] | undefined
  /** The foreign error (wallet, RPC, fetch, frame) or inner kit error this one wraps. */
  cause?: unknown
  /** Docs page of this error; defaults to `docs/errors/<code>.md`. */
  docsPath?: string | undefined
}

function messageOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  if (cause instanceof Error) return cause.message || undefined
  if (typeof cause === 'string') return cause || undefined
  if (cause !== null && typeof cause === 'object' && 'message' in cause) {
    const { message } = cause
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

/**
 * The base of the kit's errors (viem's shape): a one-line `shortMessage` for UIs, optional
 * `details`, the wrapped `cause`, and a permanent `name` and `code` with a docs page.
 * `isAppKitError(error, code)` narrows a caught value to one (docs/errors/README.md).
 * @example
 * try {
 *   await connect()
 * } catch (error) {
 *   if (error instanceof BaseError) console.log(error.code, error.shortMessage, error.docsPath)
 * }
 */
export class BaseError extends Error {
  // Typed `string` so subclasses can pin their own literal name (`'UnknownError' as const`).
  override name: string = 'BaseError'
  readonly code: AppKitErrorCode
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: readonly string[] | undefined
  readonly docsPath: string

  constructor(shortMessage: string, parameters: BaseErrorParameters) {
    const details = parameters.details ?? messageOf(parameters.cause)
    const docsPath = parameters.docsPath ?? `docs/errors/${parameters.code}.md`
    const lines = [
      ...(parameters.metaMessages ?? []),
      ...(details && details !== shortMessage ? [`Details: ${details}`] : []),
      `Docs: ${docsPath}`,
    ]
    super(
      `${shortMessage}\n\n${lines.join('\n')}`,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.code = parameters.code
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.docsPath = docsPath
  }

  /**
   * Follows the `cause` chain from this error. Without `fn`, returns the innermost cause; with `fn`,
   * returns the first error in the chain (this one included) for which `fn` is true, else `null`.
   * @example
   * const rejected = error.walk((e) => e instanceof UserRejectedRequestError)
   */
  walk(): unknown
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    // Foreign causes can be cyclic (an error that lists itself as its cause); stop at a repeat.
    const seen = new Set<unknown>([this])
    let current: unknown = this
    for (;;) {
      if (fn?.(current)) return current
      const next = hasCause(current) ? current.cause : undefined
      if (next === undefined || seen.has(next)) break
      seen.add(next)
      current = next
    }
    return fn ? null : current
  }
}

function hasCause(value: unknown): value is { cause: unknown } {
  return value !== null && typeof value === 'object' && 'cause' in value
}
