import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runGenerate } from '../../cli/generate.js'

describe('the example app', () => {
  it('has a generated module in sync with its config (run `appkit generate` in templates/example)', async () => {
    const cwd = fileURLToPath(new URL('.', import.meta.url))
    const result = await runGenerate({ cwd, check: true })
    expect(result.status).toBe('up-to-date')
  })
})
