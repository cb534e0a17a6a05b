/**
 * Characters a generated file must not hold as they are: control characters, line and paragraph
 * separators (U+2028 / U+2029 end a `//` comment), format characters such as bidi overrides
 * (which make code read differently from how it runs) and lone surrogates (which UTF-8 cannot
 * store, so the file would not read back as written).
 */
export const unsafeCodeChars = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu

/**
 * A character as a JavaScript escape: `\uXXXX`, or `\u{XXXXX}` beyond the basic plane.
 * @example escapeCodePoint('\u202e') // '\\u202e'
 */
export function escapeCodePoint(char: string): string {
  const code = char.codePointAt(0) ?? 0
  const hex = code.toString(16)
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`
}
