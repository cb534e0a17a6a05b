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

/** The words of each unit, given the whole count ('5' -> '5 min'). */
export type TimeUnitLabels = Readonly<Record<(typeof units)[number][0], (count: string) => string>>

/**
 * How long ago `then` was, in the abbreviated labels of SPEC section 9 (sec, min, hr, d, mo, yr in
 * English, from `labels`), whole units rounded down. A time in the future (a skewed clock) counts
 * as now.
 * @example relativeTime(new Date(Date.now() - 5 * 60_000), new Date(), accountStrings.activity.units) // '5 min'
 */
export function relativeTime(then: Date, now: Date, labels: TimeUnitLabels): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000))
  for (const [unit, size] of units) {
    if (seconds >= size) return labels[unit](String(Math.floor(seconds / size)))
  }
  return labels.sec('0')
}
