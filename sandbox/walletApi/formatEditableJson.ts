// Wide enough for a remote feature with a provider list, the longest line of the files.
const width = 128

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`,
    )
    return entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}'
  }
  return JSON.stringify(value) ?? 'null'
}

function block(value: unknown, indent: string): string {
  const short = inline(value)
  if (typeof value !== 'object' || value === null || indent.length + short.length <= width) {
    return short
  }
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${block(item, inner)}`).join(',\n')}\n${indent}]`
  }
  const entries = Object.entries(value).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${block(item, inner)}`,
  )
  return `{\n${entries.join(',\n')}\n${indent}}`
}

/**
 * JSON as a person edits it: whatever fits on a line stays on one (a remote feature per line),
 * the rest is indented by two. Parses back to the same value.
 * @example formatEditableJson({ features: [{ id: 'email', isEnabled: true, config: null }] })
 * // '{ "features": [{ "id": "email", "isEnabled": true, "config": null }] }\n'
 */
export function formatEditableJson(value: unknown): string {
  return `${block(value, '')}\n`
}
