import type { Logger } from './logger.js'

/** What `cli/index.ts` hands each command: its only ways to print and to set the exit code. */
export interface CommandContext {
  /** The logger; `json` silences everything but `logger.json()`. */
  logger(json: boolean): Logger
  setExitCode(code: number): void
  /** Ends the process now (long-running commands, on a signal, after cleaning up). */
  exit(code: number): void
}
