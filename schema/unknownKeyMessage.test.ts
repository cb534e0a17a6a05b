import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { unknownKeyMessage } from './unknownKeyMessage.js'

const schema = z.strictObject({
  colors: z.strictObject({ accent: z.string().optional(), shade: z.string().optional() }),
  a: z.strictObject({ shared: z.boolean().optional() }).optional(),
  b: z.strictObject({ shared: z.boolean().optional() }).optional(),
  c: z.strictObject({ shared: z.boolean().optional() }).optional(),
  items: z.array(z.strictObject({ label: z.string() })).optional(),
})

describe('unknownKeyMessage', () => {
  it('points a top-level key at the nested option of that name', () => {
    expect(unknownKeyMessage(schema, [], 'accent', {})).toBe(
      'is not a top-level option; it belongs at colors.accent',
    )
  })

  it('names the object a nested key is not an option of', () => {
    expect(unknownKeyMessage(schema, ['a'], 'accent', {})).toBe(
      'is not an option of a; it belongs at colors.accent',
    )
  })

  it('says a key nested one level too deep belongs at the top level', () => {
    expect(unknownKeyMessage(schema, ['colors'], 'items', {})).toBe(
      'is not an option of colors; it belongs at items (top level)',
    )
  })

  it('points nowhere for a name found in more than two places, and falls back to a near name', () => {
    expect(unknownKeyMessage(schema, [], 'shared', {})).toBe('is not a known option')
    expect(unknownKeyMessage(schema, ['colors'], 'shad', {})).toBe(
      'is not a known option; did you mean "shade"?',
    )
  })

  it('does not point at an option inside list entries', () => {
    expect(unknownKeyMessage(schema, [], 'label', {})).toBe('is not a known option')
  })
})
