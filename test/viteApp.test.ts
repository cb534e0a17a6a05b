import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, installApp, runInApp, waitUntilServed } from '../scripts/apps.mjs'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'

// test/apps/vite: the app `npm create vite` makes (React + TypeScript), with the kit as the
// README's "use it in your app" says, installed from the packed package by its own lock file.
// Built for production (`tsc -b && vite build`), served by `vite preview`, tested by its own
// Playwright test through appkit/testing.
let dir: string
let preview: ChildProcess | undefined
let baseUrl: string

/** Starts `vite preview` and resolves once it answers. */
async function startPreview(): Promise<void> {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  preview = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  await waitUntilServed(baseUrl, { what: 'vite preview', timeoutMs: 60_000 })
}

beforeAll(async () => {
  dir = installApp('vite', { log: (line) => console.log(line) })
  runInApp(dir, 'node_modules/appkit/bin/appkit.js', ['generate'])
  runInApp(dir, 'npm', ['run', 'build'])
  await startPreview()
}, 600_000)

afterAll(() => {
  preview?.kill('SIGTERM')
})

describe('the Vite app, built from the packed package', () => {
  // WalletConnect's own SDK bundles a base58 codec (bs58), so that is no mark of Solana here.
  it('writes no Solana code into the EVM-only app: no Solana module of ours, no @solana/web3.js', () => {
    const assets = join(dir, 'dist/assets')
    const solana = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter(
        (name) =>
          /solana/i.test(name) ||
          readFileSync(join(assets, name), 'utf8').includes('failed to get info about account'),
      )
    expect(solana).toEqual([])
  })

  it('connects the Sandbox Wallet and sends on the local chain in its own Playwright test', () => {
    const output = runInApp(dir, 'node_modules/playwright/cli.js', ['test'], {
      env: {
        BASE_URL: baseUrl,
        CHROMIUM_PATH: chromiumPath,
        CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
      },
    })
    expect(output).toMatch(/1 passed/)
  }, 300_000)
})
