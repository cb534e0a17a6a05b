import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  builtinNetworkAliases,
  configSchema,
  notYetAvailableOptions,
  toJsonSchema,
} from '../schema/index.js'
import { configDocsDefaults } from '../scripts/configDocsDefaults.mjs'
import { renderConfigDocs } from '../scripts/renderConfigDocs.mjs'

describe('docs/config.md', () => {
  it('is generated from the current schema (run `npm run docs:config`)', () => {
    const committed = readFileSync(new URL('../docs/config.md', import.meta.url), 'utf8')
    const fresh = renderConfigDocs(
      toJsonSchema(),
      configDocsDefaults(builtinNetworkAliases, configSchema, notYetAvailableOptions),
    )
    expect(committed).toBe(fresh)
  })

  it('documents every top-level option of the schema', () => {
    const committed = readFileSync(new URL('../docs/config.md', import.meta.url), 'utf8')
    for (const key of Object.keys(configSchema.shape).filter((name) => name !== '$schema')) {
      expect(committed).toContain(`| \`${key}\` |`)
    }
  })

  it('marks each option the runtime does not act on yet, with no default promised', () => {
    const committed = readFileSync(new URL('../docs/config.md', import.meta.url), 'utf8')
    for (const path of notYetAvailableOptions) {
      const row = committed.split('\n').find((line) => line.startsWith(`| \`${path}\` |`))
      expect(row, path).toMatch(/^\| [^|]+ \|.*\|[^|]*\| {2}\| \*\*Not yet available\*\*/)
    }
    expect(committed).not.toMatch(/on by default/)
  })
})
