// Characters a terminal must not receive from outside text: controls (Cc: C0 with ESC, DEL, C1
// with its one-byte CSI and OSC), format characters (Cf: bidi embeddings, overrides and isolates,
// marks, zero-width spaces and joiners, BOM, soft hyphen, tag characters), line and paragraph
// separators, lone surrogate halves, and the Hangul fillers that render blank. ESC and C1 start
// sequences that clear the screen, set the window title or recolour; the others reorder or hide
// text, so a line can read as something else than it says.
const unsafe = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u

const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escapeCharacter(char: string): string {
  const known = named[char]
  if (known) return known
  const code = char.codePointAt(0) ?? 0
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`
  return `\\u{${code.toString(16)}}`
}

/**
 * Makes text from outside (a server, a registry, a config) safe to print on one terminal line:
 * every control, bidi, zero-width or otherwise invisible character is shown as an escape
 * (`\x1b`, `\u202e`, `\n`) rather than removed, so a developer sees what a hostile or broken
 * server sent, and nothing in it can move the cursor, recolour, retitle the window or reverse
 * the text around it. With `maxLength`, the result has at most that many characters (code
 * points, escapes counted as printed), the last one `…` when something was cut; an escape is
 * never cut in half. Backslashes stay as they are: the function is then idempotent, and paths
 * stay readable; a literal `\x1b` sent as text looks like an escaped ESC, and neither is one.
 * @example
 * terminalText('Meta\u001b[2JMask\u202e') // 'Meta\\x1b[2JMask\\u202e'
 * terminalText('a'.repeat(500), 10) // 'aaaaaaaaa…'
 */
export function terminalText(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const pieces: string[] = []
  let length = 0
  // Code point by code point, stopping once past the cap: a megabyte answer costs no more than
  // the characters that can still be shown.
  for (const char of text) {
    const piece = unsafe.test(char) ? escapeCharacter(char) : char
    pieces.push(piece)
    length += piece === char ? 1 : piece.length
    if (length <= maxLength) continue
    while (pieces.length > 0 && length > maxLength - 1) {
      const last = pieces.pop() ?? ''
      length -= [...last].length
    }
    pieces.push('…')
    break
  }
  return pieces.join('')
}
