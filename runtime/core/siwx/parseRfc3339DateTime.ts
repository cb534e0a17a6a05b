const dateTime =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?(?:(Z)|([+-])([0-9]{2}):([0-9]{2}))$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Reads an RFC 3339 `date-time` (`2021-09-30T16:25:24.000Z`, `...+02:00`) and returns its instant in
 * milliseconds since the epoch, or `undefined` when the text is not one or names no real moment
 * (2021-02-30, 24:00, a 99 minute offset). Upper-case `T` and `Z` only. A leap second (`:60`) is
 * refused: the instant it names cannot be told apart from the next second, and refusing fails closed.
 * Digits past the millisecond are kept in the text but truncated in the instant.
 * @example parseRfc3339DateTime('2021-09-30T16:25:24Z') // 1633019124000
 */
export function parseRfc3339DateTime(text: string): number | undefined {
  const match = dateTime.exec(text)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  let offsetMinutes = 0
  if (!zulu) {
    const offsetHour = Number(oh)
    const offsetMinute = Number(om)
    if (offsetHour > 23 || offsetMinute > 59) return undefined
    offsetMinutes = (sign === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute)
  }
  const millisecond = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0 to 99 as 1900 to 1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, millisecond)
  return date.getTime() - offsetMinutes * 60_000
}
