import { createHash } from 'node:crypto'

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/**
 * A short, stable hash of a normalized config: key order and formatting of the source file do not
 * change it, any value that reaches the runtime does.
 */
export function hashConfig(config: unknown): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(canonical(config)))
    .digest('hex')
  return `sha256-${digest.slice(0, 16)}`
}
