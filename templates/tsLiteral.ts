import { escapeCodePoint, unsafeCodeChars } from './escapeCodePoint.js'

const identifier = /^[A-Za-z_$][\w$]*$/

// `__proto__: x` and `'__proto__': x` in an object literal set the prototype instead of a key;
// only the computed form keeps it as data.
function key(name: string): string {
  if (name === '__proto__') return `[${quote(name)}]`
  return identifier.test(name) ? name : quote(name)
}

/**
 * Writes a JSON-compatible value as a formatted TypeScript literal (2-space indent, single quotes,
 * bare keys where possible, trailing commas), so generated files read like hand-written ones.
 * Any string is safe: it compiles back to itself and cannot end its line or hide code.
 * @example tsLiteral({ a: [1, 'b'] }) // "{\n  a: [1, 'b'],\n}"
 */
export function tsLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'boolean') return String(value)
  // NaN and Infinity are not JSON: the hash of the config would not describe the file.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
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
    const lines = entries.map(([name, item]) => `${inner}${key(name)}: ${tsLiteral(item, inner)},`)
    return `{\n${lines.join('\n')}\n${indent}}`
  }
  throw new TypeError(`tsLiteral: cannot write a ${typeof value}`)
}

// JSON's escapes (backslash, control characters, lone surrogates), then the characters JSON
// leaves raw that a reader could not see or that end a line (U+2028, bidi controls).
function quote(text: string): string {
  const escaped = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")
    .replace(unsafeCodeChars, escapeCodePoint)
  return `'${escaped}'`
}
