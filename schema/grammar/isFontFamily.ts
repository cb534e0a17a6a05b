// The font-family grammar, shared by the config schema and the runtime's theme stylesheet: a
// value `appkit validate` accepts reaches the page, one it refuses never does. Dependency-free
// (no imports at all), so the runtime can ship it without the schema.

/** Longest font-family list accepted, in characters. */
export const maxFontFamilyLength = 200

/**
 * The font-family list itself, length apart. Unquoted: names, spaces, commas and hyphens; a quoted
 * name may also hold the other kind of quote. Closed on purpose (no `;`, braces, `<`, backslash
 * escapes, comments, `url(` or an unclosed quote), so a value cannot leave its CSS declaration.
 * The three alternatives start with different characters, so matching is linear.
 */
export const fontFamilyPattern = /^(?:[A-Za-z0-9 ,-]|'[A-Za-z0-9 ,"-]*'|"[A-Za-z0-9 ,'-]*")+$/

/**
 * Whether `value` is a font-family list that is safe inside a CSS declaration: names, spaces,
 * commas, hyphens and quoted names, at most 200 characters.
 * @example
 * isFontFamily('"Bob\'s Font", system-ui, sans-serif') // true
 * isFontFamily("Inter'; } :host { color: red") // false
 */
export function isFontFamily(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= maxFontFamilyLength &&
    fontFamilyPattern.test(value)
  )
}
