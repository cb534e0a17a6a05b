import { describe, expect, it } from 'vitest'
import { terminalText } from './terminalText.js'

// What no output of terminalText may hold: controls, format characters (bidi, zero-width), line
// separators, lone surrogates, blank fillers.
const rawUnsafe = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u

describe('terminalText', () => {
  it.each([
    ['ESC of a clear-screen CSI', 'a\u001b[2Jb', 'a\\x1b[2Jb'],
    ['an OSC that sets the window title', '\u001b]0;pwned\u0007', '\\x1b]0;pwned\\x07'],
    ['an OSC 8 hyperlink', '\u001b]8;;https://evil\u001b\\x', '\\x1b]8;;https://evil\\x1b\\x'],
    ['the one-byte C1 CSI and OSC', 'a\u009b31mb\u009dc', 'a\\x9b31mb\\x9dc'],
    ['NUL, backspace and DEL', 'a\u0000b\u0008c\u007f', 'a\\x00b\\x08c\\x7f'],
    ['line breaks and tabs', 'one\ntwo\r\tthree', 'one\\ntwo\\r\\tthree'],
    [
      'bidi overrides and embeddings',
      'x\u202ay\u202bz\u202c\u202d\u202e',
      'x\\u202ay\\u202bz\\u202c\\u202d\\u202e',
    ],
    ['bidi isolates', '\u2066a\u2067b\u2068c\u2069', '\\u2066a\\u2067b\\u2068c\\u2069'],
    ['bidi marks', '\u200e\u200f\u061c', '\\u200e\\u200f\\u061c'],
    [
      'zero-width characters and the BOM',
      'M\u200bM\u200cM\u200dM\u2060M\ufeff',
      'M\\u200bM\\u200cM\\u200dM\\u2060M\\ufeff',
    ],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
    ['a tag character', 'a\u{e0041}', 'a\\u{e0041}'],
    ['a lone surrogate half', 'a\ud800b', 'a\\ud800b'],
    ['a blank Hangul filler', 'a\u3164b', 'a\\u3164b'],
  ])('shows %s as escapes', (_name, input, shown) => {
    expect(terminalText(input)).toBe(shown)
    expect(terminalText(input)).not.toMatch(rawUnsafe)
  })

  it('leaves printable text as it is: accents, other scripts, emoji, quotes and backslashes', () => {
    const text = 'Zoë’s wallet — 钱包 محفظة 🦊 "C:\\Users\\dev" 100%'
    expect(terminalText(text)).toBe(text)
  })

  it('is idempotent, so text escaped at its source and again when printed reads the same', () => {
    const once = terminalText('\u001b[31mred\u202e\n')
    expect(terminalText(once)).toBe(once)
  })

  it('caps the shown length, escapes counted as printed, and marks the cut with …', () => {
    expect(terminalText('a'.repeat(500), 10)).toBe(`${'a'.repeat(9)}…`)
    expect(terminalText('abc', 3)).toBe('abc')
    expect(terminalText('abcd', 3)).toBe('ab…')
    // 'ab' then ESC shown as four characters would end at 6 > 5: the escape goes whole.
    expect(terminalText('ab\u001bcd', 5)).toBe('ab…')
    expect(terminalText('ab\u001bcd', 7)).toBe('ab\\x1b…')
    expect([...terminalText('🦊'.repeat(100), 20)]).toHaveLength(20)
  })

  it('stops early on a huge value: a megabyte answer costs no more than what can be shown', () => {
    const huge = `\u001b${'x'.repeat(5_000_000)}`
    const started = performance.now()
    expect(terminalText(huge, 200)).toHaveLength(200)
    // Walking all five million characters takes over a second; the first 200 take milliseconds.
    expect(performance.now() - started).toBeLessThan(500)
  })
})
