// Largest unit first; a month and a year are counted as 30 and 365 days, which is what a glance
// at an activity list needs.
const units = [
  ['yr', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['hr', 3600],
  ['min', 60],
  ['sec', 1],
] as const

/**
 * How long ago `then` was, in the abbreviated labels of SPEC section 9 (sec, min, hr, d, mo, yr),
 * whole units rounded down. A time in the future (a skewed clock) counts as now.
 * @example relativeTime(new Date(Date.now() - 5 * 60_000), new Date()) // '5 min'
 */
export function relativeTime(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000))
  for (const [label, size] of units) {
    if (seconds >= size) return `${Math.floor(seconds / size)} ${label}`
  }
  return '0 sec'
}
