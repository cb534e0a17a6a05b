import { describe, expect, it } from 'vitest'
import { hashConfig } from '../cli/hashConfig.js'
import { testConfig } from '../runtime/core/fixtures/testConfig.js'
import { renderGeneratedModule } from './generatedModule.js'
import { parseTsLiteral } from './parseTsLiteral.js'
import { readGeneratedModule } from './readGeneratedModule.js'
import { tsLiteral } from './tsLiteral.js'

const config = testConfig({ wallets: { custom: [{ id: "it's", name: 'Line\u2028two\u202e' }] } })
const hash = hashConfig(config)

describe('readGeneratedModule', () => {
  it.each([
    'appkit.config.ts',
    'a\nexport const pwned = 1\n.ts',
    'a\rb\u2028c\u2029d.ts',
    'back\\slash\\n.ts',
    'bidi\u202e\u2066.ts',
    'lone\ud800.ts',
    'a. Do not edit: x.ts',
  ])('reads back the module written for a config file named %j', (source) => {
    const text = renderGeneratedModule({ config, source, hash })
    expect(text.split('\n')[1]).toBe(`// appkit-config-hash: ${hash}`)
    expect(readGeneratedModule(text)).toEqual({
      source,
      hash,
      config: JSON.parse(JSON.stringify(config)),
    })
  })

  it('refuses any module that is not exactly what appkit writes', () => {
    const text = renderGeneratedModule({ config, source: 'appkit.config.ts', hash })
    for (const edited of [
      `${text}console.log(1)\n`,
      text.replace('\n', '\nexport const pwned = 1\n'),
      text.replace(
        "import { createAppKitReact } from 'appkit/react'",
        "import { createAppKitReact } from './evil'",
      ),
      text.replace("projectId: '", "projectId: globalThis.x || '"),
      text.replace('enableReconnect: true', 'enableReconnect: !0'),
      text.replace(/\n/g, '\r\n'),
      text.replace('appkit.config.ts', 'appkit.config.ts\u2028'),
      '',
    ]) {
      expect(edited).not.toBe(text)
      expect(readGeneratedModule(edited)).toBeUndefined()
    }
  })
})

describe('parseTsLiteral', () => {
  it('reads back what tsLiteral writes', () => {
    const value = { config, odd: ['\'"\\', '\u0000\u2028\ud800', -1.5e-7, null, true, []], e: {} }
    expect(parseTsLiteral(tsLiteral(value))).toEqual(JSON.parse(JSON.stringify(value)))
  })

  it.each([
    "{ a: fetch('x') }",
    '{ ...x }',
    '`template`',
    '[1, 2',
    "{ a: 'x' } ; evil()",
    '{ [key]: 1 }',
    "'unterminated",
    "'\\x41'",
    'undefined',
  ])('refuses %j, which is not a literal tsLiteral writes', (text) => {
    expect(() => parseTsLiteral(text)).toThrow(SyntaxError)
  })
})
