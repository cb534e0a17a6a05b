import { describe, expect, it } from 'vitest'
import { maxStackTraceLength, sanitizeErrorText } from './sanitizeErrorText.js'

const page =
  'https://app.example/swap?session=s3cr3t-token&ref=alice%40mail.example#access_token=xyz789'
const clean = (text: string, pageUrl = page, max = maxStackTraceLength) =>
  sanitizeErrorText(text, pageUrl, max)

// Each row: a text an error could carry, and what may leave the page.
const rows: [string, string, string][] = [
  [
    'a Chromium frame of the page itself',
    `Error: boom\n    at load (${page}:10:5)`,
    'Error: boom\n    at load (https://app.example/swap:10:5)',
  ],
  [
    "a Vite module's cache-busting query, keeping line and column",
    'at f (http://127.0.0.1:5173/src/main.tsx?t=1712345:12:7)',
    'at f (http://127.0.0.1:5173/src/main.tsx:12:7)',
  ],
  [
    'a Firefox frame',
    'f@https://cdn.example/app.js?v=2#frag:3:1\ng@https://cdn.example/b.js:1:2',
    'f@https://cdn.example/app.js:3:1\ng@https://cdn.example/b.js:1:2',
  ],
  [
    'a frame without a column',
    'at https://cdn.example/app.js?key=1:44',
    'at https://cdn.example/app.js:44',
  ],
  [
    'a URL in the message, with a fragment only',
    "Failed to fetch 'https://rpc.example/v1#apikey' (offline)",
    "Failed to fetch 'https://rpc.example/v1' (offline)",
  ],
  ["the page's query value on its own", 'Session s3cr3t-token expired', 'Session  expired'],
  [
    "the page's parameter as a pair, and percent-decoded",
    'ref=alice%40mail.example and alice@mail.example',
    ' and ',
  ],
  ["the page's fragment content", 'token access_token=xyz789 refused', 'token  refused'],
  [
    'a webpack-internal frame',
    'at (webpack-internal:///./src/a.js?x=1:2:3)',
    'at (webpack-internal:///./src/a.js:2:3)',
  ],
  ['text without any URL', 'TypeError: x is not a function', 'TypeError: x is not a function'],
]

describe('sanitizeErrorText', () => {
  for (const [name, text, expected] of rows) {
    it(`removes queries and fragments: ${name}`, () => {
      expect(clean(text)).toBe(expected)
    })
  }

  it("leaves nothing of the page's query or fragment in a long real-looking stack", () => {
    const frames = Array.from(
      { length: 8 },
      (_, i) => `    at fn${i} (${page.replace('/swap', `/assets/chunk-${i}.js`)}:${i}:1)`,
    )
    const text = clean(`Error: failed for ${page}\n${frames.join('\n')}`)
    for (const secret of ['s3cr3t', 'alice', 'xyz789', 'access_token', '?', '#']) {
      expect(text, secret).not.toContain(secret)
    }
    expect(text).toContain('at fn7 (https://app.example/assets/chunk-7.js:7:1)')
  })

  it('keeps short, common values and a page without query alone', () => {
    expect(clean('lang en', 'https://app.example/?lang=en')).toBe('lang en')
    expect(clean('at f (https://app.example/a.js:1:2)', 'https://app.example/')).toBe(
      'at f (https://app.example/a.js:1:2)',
    )
    expect(clean('text', 'not a url')).toBe('text')
  })

  it('cuts to the maximum after removing, never leaving half a query', () => {
    const long = `at f (https://cdn.example/a.js?${'q'.repeat(5_000)}:1:2)\n${'x'.repeat(5_000)}`
    const text = clean(long)
    expect(text).toHaveLength(maxStackTraceLength)
    expect(text.startsWith('at f (https://cdn.example/a.js:1:2)\nxxx')).toBe(true)
    expect(clean('short', page, 3)).toBe('sho')
  })
})
