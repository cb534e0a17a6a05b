const identifier = /^[A-Za-z_$][\w$]*$/

/**
 * Writes a JSON-compatible value as a formatted TypeScript literal (2-space indent, single quotes,
 * bare keys where possible, trailing commas), so generated files read like hand-written ones.
 * @example tsLiteral({ a: [1, 'b'] }) // "{\n  a: [1, 'b'],\n}"
 */
export function tsLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const items = value.map((item) => tsLiteral(item, inner))
    const flat = `[${items.join(', ')}]`
    if (flat.length <= 60 && !flat.includes('\n')) return flat
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined)
    if (entries.length === 0) return '{}'
    const lines = entries.map(
      ([key, item]) =>
        `${inner}${identifier.test(key) ? key : quote(key)}: ${tsLiteral(item, inner)},`,
    )
    return `{\n${lines.join('\n')}\n${indent}}`
  }
  throw new TypeError(`tsLiteral: cannot write a ${typeof value}`)
}

function quote(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")
  return `'${escaped}'`
}
