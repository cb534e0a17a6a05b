import { describe, expect, it } from 'vitest'
import { isSiwxStatement } from './checkSiwxField.js'
import invalidChars from './fixtures/spruceid-siwe/invalid_chars.json' with { type: 'json' }
import invalidUris from './fixtures/spruceid-siwe/invalid_uris.json' with { type: 'json' }
import parsingNegativeOld from './fixtures/spruceid-siwe/parsing_negative.beb8db6d.json' with {
  type: 'json',
}
import parsingNegative from './fixtures/spruceid-siwe/parsing_negative.json' with { type: 'json' }
import parsingPositive from './fixtures/spruceid-siwe/parsing_positive.json' with { type: 'json' }
import validChars from './fixtures/spruceid-siwe/valid_chars.json' with { type: 'json' }
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { rfc3986Rules } from './rfc3986.js'

// The reference conformance vectors of EIP-4361 (spruceid/siwe, see fixtures/spruceid-siwe/README.md).

/**
 * Vectors that contradict the EIP-4361 ABNF, with the reason. Each one is still run: the test
 * asserts the ABNF's answer, so a fixed upstream version (or a parser change) shows up here.
 */
const exceptions: Record<string, { parses: true; reason: string }> = {
  // parsing_negative.json at 01391c52: the case is named "version not 1", but its message says
  // "Version: 1" and is valid in every field (the same text as the valid cases beside it). A
  // negative verdict would need a parser that refuses a valid message.
  'version not 1': { parses: true, reason: 'its message carries Version: 1 and is valid' },
}

describe('EIP-4361 parsing vectors', () => {
  it.each(Object.entries(parsingPositive))('parses "%s" to exactly its fields', (_name, vector) => {
    const result = parseSiwxMessage(vector.message)
    expect(result.ok ? undefined : result.problem).toBeUndefined()
    if (!result.ok) return
    const { namespace, ...fields } = result.fields
    expect(namespace).toBe('eip155')
    expect(fields).toStrictEqual(vector.fields)
  })

  it.each(Object.entries(parsingPositive))(
    'formats "%s" back to the same text',
    (_name, vector) => {
      const result = formatSiwxMessage({ namespace: 'eip155', ...vector.fields, version: '1' })
      expect(result).toEqual({ ok: true, message: vector.message })
    },
  )

  const negatives = [
    ...Object.entries(parsingNegative).map(([name, message]) => ['01391c52', name, message]),
    ...Object.entries(parsingNegativeOld).map(([name, message]) => ['beb8db6d', name, message]),
  ] as [string, string, string][]

  it.each(negatives.filter(([, name]) => !(name in exceptions)))(
    'refuses %s "%s"',
    (_version, _name, message) => {
      const result = parseSiwxMessage(message)
      expect(result.ok).toBe(false)
    },
  )

  it.each(Object.entries(exceptions))('exception "%s": %s', (name, exception) => {
    const message = (parsingNegative as Record<string, string>)[name] as string
    expect(parseSiwxMessage(message).ok).toBe(exception.parses)
  })

  it('runs all 34 + 6 negative vectors and all 8 positive ones', () => {
    expect(negatives).toHaveLength(40)
    expect(Object.keys(parsingPositive)).toHaveLength(8)
    expect(Object.keys(exceptions)).toHaveLength(1)
  })

  it.each(Object.entries(invalidUris))('refuses the URI of "%s"', (_name, message) => {
    const result = parseSiwxMessage(message)
    expect(result.ok ? undefined : result.problem.field).toBe('uri')
  })
})

describe('RFC 3986 and statement character vectors', () => {
  const rules = rfc3986Rules as Record<string, RegExp>
  const check = (rule: string, input: string) =>
    rule === 'statement' ? isSiwxStatement(input) : (rules[rule] as RegExp).test(input)

  it.each(Object.entries(validChars))('accepts the characters of "%s"', (_name, vector) => {
    expect(check(vector.rule, vector.input)).toBe(vector.answer)
  })

  it.each(Object.entries(invalidChars))('refuses "%s"', (_name, vector) => {
    expect(check(vector.rule, vector.input)).toBe(vector.answer)
  })
})
