import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { toJsonSchema } from './toJsonSchema.js'

describe('toJsonSchema', () => {
  it('matches the committed schema/appkit.config.schema.json (run `npm run schema:json`)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('./appkit.config.schema.json', import.meta.url), 'utf8'),
    )
    expect(committed).toEqual(toJsonSchema())
  })

  it('describes required keys, defaults and closed objects for editors', () => {
    const schema = toJsonSchema() as {
      required: string[]
      additionalProperties: boolean
      properties: Record<
        string,
        { default?: unknown; properties?: Record<string, { default?: unknown }> }
      >
    }
    expect(schema.required).toEqual(expect.arrayContaining(['projectId', 'metadata', 'networks']))
    expect(schema.additionalProperties).toBe(false)
    expect(schema.properties.features?.properties?.email?.default).toBe(true)
    expect(schema.properties.logLevel?.default).toBe('error')
  })
})
