import { describe, expect, it } from 'vitest'
import { tsLiteral } from './tsLiteral.js'

// What a literal means once compiled: the test evaluates it as the generated module would.
function evaluate(literal: string): unknown {
  return new Function(`return (${literal})`)()
}

describe('tsLiteral', () => {
  it('writes formatted literals with single quotes and bare keys', () => {
    expect(tsLiteral({ a: [1, 'b'], 'b-c': null, d: undefined })).toBe(
      "{\n  a: [1, 'b'],\n  'b-c': null,\n}",
    )
  })

  it.each([
    "it's",
    'a\\b',
    "\\'; globalThis.pwned = 1; '",
    'line\nexport const pwned = 1',
    'cr\rlf',
    'separators \u2028 and \u2029',
    'bidi \u202e reversed \u2066 isolate',
    'nul \u0000 and bell \u0007',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a value that looks like a placeholder
    '${template}',
    '`backtick`',
    '</script><script>alert(1)</script>',
    '*/ /* //',
    'lone \ud800 surrogate',
  ])('writes the string %j so it compiles back to itself', (text) => {
    const literal = tsLiteral({ [text]: [text] })
    expect(evaluate(literal)).toEqual({ [text]: [text] })
    // Nothing a reader cannot see, and no line of the file is started by the value.
    expect(literal.split('\n')).toHaveLength(3)
    expect(literal.replace(/\n/g, '')).not.toMatch(
      /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u,
    )
  })

  it('keeps a __proto__ key as data instead of setting the prototype', () => {
    const value = JSON.parse('{"contracts":{"__proto__":{"address":"0x1"},"x":{"address":"0x2"}}}')
    const result = evaluate(tsLiteral(value)) as { contracts: object }
    expect(Object.keys(result.contracts)).toEqual(['__proto__', 'x'])
    expect(Object.getPrototypeOf(result.contracts)).toBe(Object.prototype)
    expect(result).toEqual(value)
  })
})
