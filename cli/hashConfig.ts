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
 * A config as JSON with its keys sorted: two configs that mean the same give the same text.
 * @example canonicalJson({ b: 1, a: [2] }) // '{"a":[2],"b":1}'
 */
export function canonicalJson(config: unknown): string {
  return JSON.stringify(canonical(config))
}

/**
 * A short, stable hash of a normalized config: key order and formatting of the source file do not
 * change it, any value that reaches the runtime does.
 * @example hashConfig(normalizeConfig(config)) // 'sha256-150fca725741f747'
 */
export function hashConfig(config: unknown): string {
  const digest = createHash('sha256').update(canonicalJson(config)).digest('hex')
  return `sha256-${digest.slice(0, 16)}`
}
