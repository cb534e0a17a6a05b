import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../cli/loadConfig.js'

const configPath = fileURLToPath(new URL('../templates/example/appkit.config.ts', import.meta.url))

describe('the example config', () => {
  it('names the origin `npm start` serves the example from as metadata.url', async () => {
    const { value } = await loadConfig(configPath)
    const url = (value as { metadata: { url: string } }).metadata.url
    // `appkit dev` serves on 127.0.0.1, port 5173 unless taken (README, docs/cli.md).
    expect(new URL(url).origin).toBe('http://127.0.0.1:5173')
  })
})
