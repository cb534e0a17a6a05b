/**
 * Edit distance counting insertions, deletions, substitutions and swaps of neighbours as 1 each
 * (optimal string alignment), so the common typo "emial" is one edit from "email".
 */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const above = rows[i - 1] as number[]
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1)
      }
      row[j] = best
    }
    rows.push(row)
  }
  return rows[a.length]?.[b.length] ?? 0
}

/**
 * The candidate closest to `input`, if it is close enough to be a likely typo
 * (about one edit per four characters, case ignored).
 * @example didYouMean('featurs', ['features', 'networks']) // 'features'
 */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const name of candidates) {
    const distance = editDistance(input.toLowerCase(), name.toLowerCase())
    if (!best || distance < best.distance) best = { name, distance }
  }
  if (!best) return undefined
  const limit = Math.min(3, Math.max(1, Math.floor(Math.max(input.length, best.name.length) / 4)))
  return best.distance <= limit ? best.name : undefined
}
