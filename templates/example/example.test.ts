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

describe('the example app with wagmi (its wagmi.html variant)', () => {
  it('has appkit.wagmi.ts in sync too (run `appkit generate --wagmi` in templates/example)', async () => {
    const cwd = fileURLToPath(new URL('.', import.meta.url))
    const result = await runGenerate({ cwd, check: true, wagmi: true })
    expect(result.status).toBe('up-to-date')
  })
})
