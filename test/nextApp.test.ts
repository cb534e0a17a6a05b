import { type ChildProcess, spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, installApp, runInApp, waitUntilServed } from '../scripts/apps.mjs'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'

// test/apps/next: a Next.js App Router app as its users write it (the provider in the server
// layout, the button in a server page, the app's own hooks in a 'use client' file), installed
// from the packed package by its own lock file. Built for production (`next build`), served by
// `next start`, tested by its own Playwright tests through appkit/testing.
let dir: string
let server: ChildProcess | undefined
let serverOutput = ''
let baseUrl: string

/** Starts `next start` and resolves once it serves the page. */
async function startServer(): Promise<void> {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  )
  // Kept for the failure message, and for the test that the server logged no render error.
  server.stdout?.on('data', (chunk) => {
    serverOutput += chunk
  })
  server.stderr?.on('data', (chunk) => {
    serverOutput += chunk
  })
  await waitUntilServed(baseUrl, {
    what: 'next start',
    timeoutMs: 60_000,
    output: () => serverOutput,
  })
}

const log = (line: string) => console.log(line)

beforeAll(async () => {
  let started = Date.now()
  dir = installApp('next', { log })
  log(`test/apps/next: installed in ${Math.round((Date.now() - started) / 1000)} s`)
  runInApp(dir, 'node_modules/appkit/bin/appkit.js', ['generate'], { log })
  started = Date.now()
  runInApp(dir, 'node_modules/next/dist/bin/next', ['build'], { log })
  log(`test/apps/next: built in ${Math.round((Date.now() - started) / 1000)} s`)
  await startServer()
  // Install (up to 10 min the first time) and build (up to 5 min on a loaded machine).
}, 900_000)

afterAll(() => {
  server?.kill('SIGTERM')
})

describe('the Next.js App Router app, built from the packed package', () => {
  it('server-renders, hydrates without a warning on a first and a returning visit, connects and sends in its own Playwright tests', () => {
    const output = runInApp(dir, 'node_modules/playwright/cli.js', ['test'], {
      env: {
        BASE_URL: baseUrl,
        CHROMIUM_PATH: chromiumPath,
        CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
      },
    })
    expect(output).toMatch(/3 passed/)
  }, 300_000)

  it('logs no error on the server while rendering those visits', () => {
    expect(serverOutput).not.toMatch(/error/i)
  })
})
