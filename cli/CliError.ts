/**
 * An error the CLI reports as text and an exit code, never a stack trace.
 * `lines` are printed one per line under the message (e.g. one per config problem).
 */
export class CliError extends Error {
  override name = 'CliError'
  readonly code: string
  readonly lines: readonly string[]
  readonly exitCode: number

  constructor(
    message: string,
    options: { code: string; lines?: readonly string[]; exitCode?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause })
    this.code = options.code
    this.lines = options.lines ?? []
    this.exitCode = options.exitCode ?? 1
  }
}
