/** SPEC section 9: error reports sent at most this many times per `errorReportWindowMs`. */
export const maxErrorReports = 5

/** The rolling window of the error-report cap. */
export const errorReportWindowMs = 60_000

/** Decides, report by report, whether one more fits the cap. */
export interface ErrorReportLimit {
  /** True, and counted, when fewer than `max` reports were allowed in the window ending `now`. */
  allow(now: number): boolean
}

/**
 * The error-report cap over a rolling window: the times of the reports allowed in the last
 * `windowMs` are kept (at most `max` of them), so a storm sends `max` and then nothing until the
 * first of those leaves the window, and a steady trickle is never cut.
 * @example
 * const limit = createErrorReportLimit()
 * if (limit.allow(Date.now())) send(report)
 */
export function createErrorReportLimit({
  max = maxErrorReports,
  windowMs = errorReportWindowMs,
} = {}): ErrorReportLimit {
  let allowed: number[] = []
  return {
    allow(now) {
      allowed = allowed.filter((time) => now - time < windowMs)
      if (allowed.length >= max) return false
      allowed.push(now)
      return true
    },
  }
}
