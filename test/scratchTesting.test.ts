import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { installPackedPackage } from './packedPackage.js'

// A dapp's own Playwright test, outside this repository: the packed package is unpacked into the
// project's node_modules as npm installs it (not linked); its dependencies and the app's come
// from this checkout's node_modules, so nothing is fetched. The app is built with esbuild from
// the module `appkit generate` wrote; the test uses only appkit/testing to connect and send.
// Its first test is the minimal example of docs/testing.md, copied verbatim, so the doc cannot
// drift from what passes.
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'appkit-scratch-testing-'))
// KEEP_SCRATCH=1 keeps the project for a look at Playwright's error context.
afterAll(() => {
  if (!process.env.KEEP_SCRATCH) rmSync(scratch, { recursive: true, force: true })
})

// What the app itself installs besides the kit and React.
const appPackages = ['playwright', 'typescript', '@types/react', '@types/react-dom']

/**
 * The code block that follows the `scratch-test` marker in docs/testing.md, without the list
 * item's indentation: the reader's `tests/connect.spec.ts`, as the doc gives it.
 * @example writeFileSync('tests/connect.spec.ts', docExample())
 */
function docExample(doc = readFileSync(join(repoRoot, 'docs/testing.md'), 'utf8')): string {
  const match = /<!-- scratch-test:[^>]*-->\n( *)```ts\n([\s\S]*?)\n\1```/.exec(doc)
  if (!match) throw new Error('docs/testing.md has no code block after a scratch-test marker')
  const indent = match[1] ?? ''
  return `${(match[2] ?? '')
    .split('\n')
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n')}\n`
}

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'scratch-dapp', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
    include: ['src', 'appkit.config.ts'],
  }),
  'appkit.config.ts': `import { defineConfig } from 'appkit/config'
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Scratch dapp', url: 'http://localhost:3000', icons: [] },
  networks: ['localhost'],
  output: 'src/appkit.generated.tsx',
})
`,
  'src/main.tsx': `import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { AppKitButton, AppKitProvider, useAppKitAccount, useAppKitProvider } from './appkit.generated'

type Wallet = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

function Send() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Wallet>('eip155')
  const [hash, setHash] = useState('')
  if (!isConnected || !walletProvider) return null
  const send = async () =>
    setHash(String(await walletProvider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1' }],
    })))
  return (
    <>
      <button type="button" onClick={send}>Send 1 wei</button>
      <output>{hash}</output>
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <AppKitProvider><AppKitButton /><Send /></AppKitProvider>,
)
`,
  'index.html':
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  'build.mjs': `import { build } from 'esbuild'
await build({ entryPoints: ['src/main.tsx'], outdir: 'dist', bundle: true, format: 'esm',
  splitting: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'warning' })
`,
  'playwright.config.ts': `import { defineConfig } from 'playwright/test'
export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  reporter: 'line',
  use: { baseURL: process.env.BASE_URL, launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: JSON.parse(process.env.CHROMIUM_ARGS ?? '[]') } },
})
`,
  'tests/connect.spec.ts': docExample(),
  'tests/send.spec.ts': `import { test as base, expect } from 'playwright/test'
import { approvePrompt, type Sandbox, sandboxFixtures, signedByWallet } from 'appkit/testing'

const test = base.extend<{}, { sandbox: Sandbox }>(sandboxFixtures({ wallet: { autoApprove: false } }))

test('connects through the modal and sends on the local chain', async ({ page, sandbox }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sandbox Wallet' }).first().click()
  await approvePrompt(page)
  await page.getByRole('button', { name: 'Send 1 wei' }).click()
  await approvePrompt(page)
  await expect(page.locator('output')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 20_000 })
  const [sent] = await signedByWallet(page)
  expect(sent?.method).toBe('eth_sendTransaction')
  expect(sent?.result).toBe(await page.locator('output').textContent())
  const receipt = await fetch(sandbox.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [sent?.result] }),
  }).then((response) => response.json())
  expect(receipt.result.status).toBe('0x1')
})
`,
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: scratch,
    encoding: 'utf8',
    timeout: 180_000,
    env: { ...process.env, ...env },
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

/** `run`, without blocking this process: the app server below answers Playwright meanwhile. */
function runAsync(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      command,
      args,
      { cwd: scratch, encoding: 'utf8', timeout: 180_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, output: `${stdout}${stderr}` })
      },
    )
  })
}

// The built app, served on a port chosen at run time (Playwright's `baseURL`).
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  const file = path === '/' ? 'index.html' : `dist${path}`
  let body: Buffer
  try {
    body = readFileSync(join(scratch, file))
  } catch {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' })
  res.end(body)
})
afterAll(() => {
  server.close()
})

function playwright(...args: string[]) {
  const { port } = server.address() as AddressInfo
  return runAsync(process.execPath, ['node_modules/playwright/cli.js', 'test', ...args], {
    BASE_URL: `http://127.0.0.1:${port}`,
    CHROMIUM_PATH: chromiumPath,
    CHROMIUM_ARGS: JSON.stringify(chromiumArgs),
    CI: '1',
  })
}

let generate: ReturnType<typeof run>
let types: ReturnType<typeof run>
let bundle: ReturnType<typeof run>

describe('a dapp project testing itself with appkit/testing (packed package, offline)', () => {
  beforeAll(async () => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true })
      writeFileSync(join(scratch, path), text)
    }
    installPackedPackage(scratch, appPackages)
    // The app is generated and built here, so each test below can also run alone (`-t`).
    generate = run(process.execPath, ['node_modules/appkit/bin/appkit.js', 'generate'])
    types = run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'])
    bundle = run(process.execPath, ['build.mjs'])
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  }, 180_000)

  it('generates, type-checks against the packed declarations, and builds the app', () => {
    expect(generate.output).toContain('wrote src/appkit.generated.tsx')
    // The app's own tsc reads the packed declarations (a pack without them gave TS7016).
    expect(types.output).toBe('')
    expect(types.code).toBe(0)
    expect(bundle.code).toBe(0)
  })

  it('passes the minimal Playwright test of docs/testing.md, copied verbatim', async () => {
    // Three times: a race between the helpers and the wallet (issue 30) lost only now and then.
    const test = await playwright('tests/connect.spec.ts', '--repeat-each=3')
    expect(test.output).toContain('3 passed')
    expect(test.code).toBe(0)
  }, 200_000)

  it('passes its own Playwright test: connect, send, and the hash mined on the sandbox chain', async () => {
    const test = await playwright('tests/send.spec.ts')
    expect(test.output).toContain('1 passed')
    expect(test.code).toBe(0)
  }, 200_000)

  it('says in one line that appkit/wagmi needs wagmi, which this project lacks', () => {
    const wagmi = run(process.execPath, [
      '--input-type=module',
      '-e',
      "await import('appkit/wagmi')",
    ])
    expect(wagmi.code).not.toBe(0)
    expect(wagmi.output).toMatch(
      /WagmiNotInstalledError: appkit\/wagmi needs wagmi: run `npm install wagmi @wagmi\/core @tanstack\/react-query` \(wagmi 2 or 3\), or use appkit\/react alone\.\n/,
    )
  })
})
