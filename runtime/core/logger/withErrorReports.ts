import type { AppKitEvents } from '../events/AppKitEvents.js'
import type { Logger } from './createLogger.js'

type ErrorReport = AppKitEvents['internalError']

/** The first Error-like detail of a log call, if any. */
function errorOf(
  details: readonly unknown[],
): { name?: unknown; message?: unknown; stack?: unknown } | undefined {
  return details.find(
    (detail): detail is { name?: unknown; message?: unknown; stack?: unknown } =>
      detail instanceof Error ||
      (typeof detail === 'object' && detail !== null && 'message' in detail),
  )
}

/**
 * A logger that also reports each of its `error` calls (for INTERNAL_SDK_ERROR analytics):
 * the error's name as `errorType`, the log line and the error's message, and its stack. A report
 * whose listener logs an error again is not reported twice (no loop).
 * @example const logger = withErrorReports(createLogger(), (report) => events.emit('internalError', report))
 */
export function withErrorReports(logger: Logger, report: (error: ErrorReport) => void): Logger {
  let reporting = false
  // Each method calls the given logger's own: an app's logger may keep them on its prototype,
  // which a spread would not copy.
  return {
    warn: (message, ...details) => logger.warn(message, ...details),
    info: (message, ...details) => logger.info(message, ...details),
    debug: (message, ...details) => logger.debug(message, ...details),
    error(message, ...details) {
      logger.error(message, ...details)
      if (reporting) return
      reporting = true
      try {
        const error = errorOf(details)
        const name = typeof error?.name === 'string' && error.name ? error.name : 'Error'
        const detail = typeof error?.message === 'string' && error.message ? error.message : ''
        report({
          errorType: name,
          errorMessage: detail ? `${message}: ${detail}` : message,
          stack: typeof error?.stack === 'string' ? error.stack : undefined,
          uncaught: false,
        })
      } finally {
        reporting = false
      }
    },
  }
}
