import type { NormalizedConfig } from '../../../schema/index.js'

/** Log level of the config (`logLevel`, default 'error' per SPEC section 9). */
export type LogLevel = NormalizedConfig['logLevel']

/** Where the kit writes diagnostics; inject one to capture them (tests, error reporting). */
export interface Logger {
  error(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  info(message: string, ...details: unknown[]): void
  debug(message: string, ...details: unknown[]): void
}

/** The subset of `console` the logger writes to. */
export type LogSink = Pick<Console, 'error' | 'warn' | 'info' | 'debug'>

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 }

/**
 * Creates a logger that drops messages below `level` and prefixes the rest with `[appkit]`.
 * @example
 * const logger = createLogger({ level: 'warn' })
 * logger.warn('Browser storage is unavailable') // printed
 * logger.info('opened') // dropped
 */
export function createLogger(options: { level?: LogLevel; sink?: LogSink } = {}): Logger {
  const threshold = rank[options.level ?? 'error']
  const sink = options.sink ?? console
  function at(level: Exclude<LogLevel, 'silent'>) {
    return (message: string, ...details: unknown[]) => {
      if (rank[level] <= threshold) sink[level](`[appkit] ${message}`, ...details)
    }
  }
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') }
}
