import { escapeCodePoint, unsafeCodeChars } from './escapeCodePoint.js'

const shortEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * Writes a value for the inside of a `//` comment of a generated file: backslashes doubled, and
 * every character that could end the comment or hide what the code does (newlines, U+2028,
 * bidi controls, ...) written as an escape, so a value can never start a line of code.
 * `readTsComment` reads it back.
 * @example tsComment('a\nexport const pwned = 1') // 'a\\nexport const pwned = 1'
 */
export function tsComment(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(unsafeCodeChars, (char) => shortEscapes[char] ?? escapeCodePoint(char))
}

const escapeSequence = /\\(?:([\\nrt])|u\{([0-9a-f]{5,6})\}|u([0-9a-f]{4}))/g

/**
 * The value that `tsComment` wrote, or `undefined` for text it would not have written (a stray
 * backslash, a raw character it escapes).
 * @example readTsComment('a\\nb') // 'a\nb'
 */
export function readTsComment(text: string): string | undefined {
  const value = text.replace(
    escapeSequence,
    (_, short?: string, wide?: string, narrow?: string) => {
      if (short) return short === '\\' ? '\\' : short === 'n' ? '\n' : short === 'r' ? '\r' : '\t'
      return String.fromCodePoint(Number.parseInt(wide ?? narrow ?? '', 16))
    },
  )
  // Only what tsComment writes reads back: no raw newline, no escape it would not use.
  return tsComment(value) === text ? value : undefined
}
