export interface MonthGroup<Item> {
  /** `2026-11`: stable, for React keys. */
  key: string
  /** 'November' in the current year, 'December 2025' in any other (SPEC section 2). */
  label: string
  items: Item[]
}

// One formatter per language: building an Intl.DateTimeFormat is far slower than using one.
const monthFormats = new Map<string, Intl.DateTimeFormat>()

function monthName(date: Date, locale: string): string {
  let format = monthFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long' })
    monthFormats.set(locale, format)
  }
  return format.format(date)
}

/**
 * Groups items, kept in their order (the history is newest first), by the month they happened
 * in, in the visitor's time zone, each labelled with the month's name in `locale` (a BCP 47 tag).
 * An item whose date does not parse is left out rather than shown under a wrong month.
 * @example groupByMonth(transactions, (tx) => tx.minedAt, new Date(), 'en')
 */
export function groupByMonth<Item>(
  items: readonly Item[],
  dateOf: (item: Item) => string,
  now: Date,
  locale: string,
): MonthGroup<Item>[] {
  const groups: MonthGroup<Item>[] = []
  const byKey = new Map<string, MonthGroup<Item>>()
  for (const item of items) {
    const date = new Date(dateOf(item))
    if (Number.isNaN(date.getTime())) continue
    const year = date.getFullYear()
    const key = `${year}-${String(date.getMonth() + 1).padStart(2, '0')}`
    let group = byKey.get(key)
    if (!group) {
      const month = monthName(date, locale)
      group = { key, label: year === now.getFullYear() ? month : `${month} ${year}`, items: [] }
      byKey.set(key, group)
      groups.push(group)
    }
    group.items.push(item)
  }
  return groups
}
