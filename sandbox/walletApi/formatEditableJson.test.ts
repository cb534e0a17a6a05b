import { describe, expect, it } from 'vitest'
import { devRemoteConfig } from './devConfigDefaults.js'
import { formatEditableJson } from './formatEditableJson.js'

describe('formatEditableJson', () => {
  it('puts each remote feature on a line of its own', () => {
    const text = formatEditableJson(devRemoteConfig())
    const lines = text.trimEnd().split('\n')
    expect(lines[0]).toBe('{')
    expect(lines[1]).toBe('  "features": [')
    expect(lines[2]).toBe('    { "id": "email", "isEnabled": true, "config": null },')
    expect(lines).toContain('    { "id": "multi_wallet", "isEnabled": true, "config": null }')
    expect(lines).toHaveLength(11)
    expect(lines.every((line) => line.length <= 128)).toBe(true)
  })

  it('gives back the same value when parsed, strings with quotes and commas included', () => {
    const value = {
      features: [{ id: 'socials', isEnabled: true, config: ['a, "b"', '}{', 'ü\n'] }],
      nested: { deep: { list: [[], {}, [1, null, false]] } },
      long: Array.from({ length: 40 }, (_, index) => `provider-${index}`),
    }
    const text = formatEditableJson(value)
    expect(JSON.parse(text)).toEqual(value)
    expect(text.split('\n').length).toBeGreaterThan(4)
    expect(formatEditableJson({ isAnalyticsEnabled: true })).toBe(
      '{ "isAnalyticsEnabled": true }\n',
    )
  })
})
