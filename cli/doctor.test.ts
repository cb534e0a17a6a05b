// End to end: runDoctor, the command and the built CLI against the stand-in Wallet API and a real
// anvil. One file (over 400 lines) so anvil and the shared project start once: loading a config
// under vitest takes one to two seconds, and most cases only change the stand-in's answers.
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../sandbox/chain/freePort.js'
import { type SandboxChain, startChain } from '../sandbox/chain/startChain.js'
import { type SecureSite, startSecureSite } from '../sandbox/secureSite/startSecureSite.js'
import { defaultFixture } from '../sandbox/walletApi/defaultFixture.js'
import { registryWallets } from '../sandbox/walletApi/registryWallets.js'
import {
  type StartWalletApiOptions,
  startWalletApi,
  type WalletApi,
} from '../sandbox/walletApi/startWalletApi.js'
import { walletApiRoutes } from '../sandbox/walletApi/WalletApiFixture.js'
import { runCli } from '../test/runCli.js'
import { configText, type TempProject, tempProject } from '../test/tempProject.js'
import type { CommandContext } from './CommandContext.js'
import { type DoctorOptions, doctorCommand, runDoctor } from './doctor.js'
import { runGenerate } from './generate.js'
import { createLogger } from './logger.js'

const metamask = registryWallets[0]?.id ?? ''
let anvil: SandboxChain
let anvilUrl: string
let closedUrl: string
// Email login is on by default: the projects point at the sandbox's secure site, which lets the
// test app's origin frame it.
let secureSite: SecureSite
const servers: WalletApi[] = []
const projects: TempProject[] = []

// The sandbox's own chain (anvil on a free port, answering before this resolves, killed with the
// worker), and a loopback port with nothing behind it.
beforeAll(async () => {
  anvil = await startChain()
  anvilUrl = anvil.rpcUrl
  closedUrl = `http://127.0.0.1:${await freePort()}`
  secureSite = await startSecureSite({
    allowedOrigins: ['https://dapp.example', 'https://x.vercel.app'],
  })
})

afterAll(async () => {
  await anvil?.stop()
  await secureSite?.close()
})

afterEach(async () => {
  await Promise.all(servers.splice(0).map((api) => api.close()))
  for (const project of projects.splice(0)) project.remove()
})

async function standIn(options: StartWalletApiOptions = {}): Promise<WalletApi> {
  const api = await startWalletApi(options)
  servers.push(api)
  return api
}

const projectId = '5f3a9c0e7b214d8aa6e1c94f0d2b7e63'

interface ProjectOptions {
  /** Spliced into the config; the default points the localhost network at anvil. */
  extra?: string | undefined
  networks?: string | undefined
  /** Write the generated module (default true). */
  generate?: boolean | undefined
}

/** A scratch project whose services point at `walletApi`; the caller removes it. */
async function makeProject(walletApi: string, options: ProjectOptions = {}): Promise<TempProject> {
  const extra = options.extra ?? `  rpcUrls: { localhost: ['${anvilUrl}'] },\n`
  // A dashboard-like id: the docs' placeholder id would be a projectId warning.
  const text = configText(
    `  services: { walletApi: '${walletApi}', secureSite: '${secureSite.origin}' },\n${extra}`,
    options.networks ?? "['localhost']",
  ).replace('0123456789abcdef0123456789abcdef', projectId)
  const created = tempProject({ 'appkit.config.ts': text })
  if (options.generate !== false) await runGenerate({ cwd: created.dir })
  return created
}

/** The same, removed after the test. */
async function project(walletApi: string, options: ProjectOptions = {}): Promise<TempProject> {
  const created = await makeProject(walletApi, options)
  projects.push(created)
  return created
}

async function doctor(walletApi: string, options: Partial<DoctorOptions> & ProjectOptions = {}) {
  const { extra, networks, generate, ...rest } = options
  const created = await project(walletApi, { extra, networks, generate })
  return runDoctor({ cwd: created.dir, timeoutMs: 5_000, ...rest })
}

async function command(args: string[]) {
  const out = { text: '' }
  const err = { text: '' }
  const sink = (target: { text: string }) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        target.text += chunk.toString()
        done()
      },
    })
  let exitCode = 0
  const context: CommandContext = {
    logger: (json) =>
      createLogger({ stdout: sink(out), stderr: sink(err), color: false, quiet: json }),
    setExitCode: (code) => {
      exitCode = code
    },
    exit: (code) => {
      throw new Error(`doctor must not end the process (exit ${code})`)
    },
  }
  // exitOverride: a usage error rejects here instead of ending the test process.
  const program = doctorCommand(context)
    .exitOverride()
    .configureOutput({ writeErr: () => {} })
  await program.parseAsync(args, { from: 'user' })
  return { stdout: out.text, stderr: err.text, exitCode }
}

const byId = (report: Awaited<ReturnType<typeof runDoctor>>, id: string) =>
  report.checks.find((item) => item.id === id)

// Most cases share one project and one stand-in (loading a config takes a while under vitest);
// each case changes only the stand-in's fixture or faults, and the hook below puts them back.
describe('runDoctor on a healthy project', () => {
  let api: WalletApi
  let shared: TempProject
  const run = (options: Partial<DoctorOptions> = {}) =>
    runDoctor({ cwd: shared.dir, timeoutMs: 5_000, ...options })

  beforeAll(async () => {
    api = await startWalletApi()
    shared = await makeProject(api.url, {
      extra: `  rpcUrls: { localhost: ['${anvilUrl}'] },\n  wallets: { featured: ['${metamask}'] },\n`,
    })
  })
  afterEach(() => {
    Object.assign(api.fixture, defaultFixture())
    for (const route of walletApiRoutes) api.setFault(route, undefined)
    api.requests.length = 0
  })
  afterAll(async () => {
    await api.close()
    shared.remove()
  })

  it('reports every check ok, with progress as the remote checks finish', async () => {
    const progress: number[][] = []
    const report = await run({ onProgress: (done, total) => progress.push([done, total]) })
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ])
    expect(report.checks.map((item) => [item.id, item.status])).toEqual([
      ['config', 'ok'],
      ['generated', 'ok'],
      ['projectId', 'ok'],
      ['origin:https://dapp.example', 'ok'],
      ['remoteConfig', 'ok'],
      ['network:eip155:31337', 'ok'],
      ['wallets', 'ok'],
      ['secureSite:https://dapp.example', 'ok'],
    ])
    expect(report.ok).toBe(true)
    expect(byId(report, 'network:eip155:31337')?.detail).toMatch(
      /^Localhost \(eip155:31337\): RPC http:\/\/127\.0\.0\.1:\d+ answered chain id 31337 in \d+ ms$/,
    )
    expect(byId(report, 'wallets')?.detail).toBe('wallet ids found in the registry: MetaMask')
  })

  it('sends projectId, st and sv on every Wallet API call', async () => {
    await run({ sdkVersion: 'react-appkit-9.9.9' })
    expect(api.requests.map((request) => request.route).sort()).toEqual([
      '/appkit/v1/config',
      '/getWallets',
      '/projects/v1/origins',
    ])
    for (const request of api.requests) {
      expect(request.query).toMatchObject({
        projectId,
        st: 'appkit',
        sv: 'react-appkit-9.9.9',
      })
    }
  })

  it("defaults sv to this package's version", async () => {
    await run()
    expect(api.requests[0]?.query.sv).toMatch(/^react-appkit-\d+\.\d+\.\d+/)
  })

  it('fails an origin that is not on the allow-list and explains what to do', async () => {
    api.fixture.allowedOrigins = ['https://other.example']
    const report = await run({ origins: ['http://localhost:5173/some/page'] })
    expect(report.ok).toBe(false)
    expect(byId(report, 'origin:https://dapp.example')).toMatchObject({ status: 'fail' })
    expect(byId(report, 'origin:https://dapp.example')?.detail).toMatch(
      /^origin https:\/\/dapp\.example \(metadata\.url\) is not on the allow-list: add it in your WalletConnect dashboard/,
    )
    expect(byId(report, 'origin:http://localhost:5173')).toMatchObject({
      status: 'ok',
      detail:
        'origin http://localhost:5173 (--origin) is always allowed (development and preview host "http://localhost:*")',
    })
  })

  it('accepts origins matched by wildcard entries', async () => {
    api.fixture.allowedOrigins = ['*.example.com', 'https://*.staging.dev']
    const origins = [
      'https://shop.example.com',
      'https://a.staging.dev',
      'http://a.staging.dev',
      'https://example.com',
    ]
    const report = await run({ origins })
    expect(origins.map((origin) => byId(report, `origin:${origin}`)?.status)).toEqual([
      'ok',
      'ok',
      'fail',
      'fail',
    ])
    expect(byId(report, 'origin:https://shop.example.com')?.detail).toContain(
      'matches "*.example.com"',
    )
  })

  it.each([
    [
      { status: 429 as const },
      /^Rate Limited \(RATE_LIMITED\): the Wallet API \(http:\/\/127\.0\.0\.1:\d+\) answered HTTP 429 for the allowed origins/,
    ],
    [
      { status: 500 as const },
      /^Server Error \(SERVER_ERROR\): .* answered HTTP 500 for the allowed origins/,
    ],
    [{ status: 503 as const }, /^Server Error \(SERVER_ERROR\): .* answered HTTP 503/],
    [
      { status: 403 as const },
      /^Invalid App Configuration: .* refused the projectId for the allowed origins \(HTTP 403: Unauthorized: origin not allowed\)/,
    ],
    [{ malformed: true }, /answered the allowed origins with a body that is not valid JSON$/],
    [{ delayMs: 5_000 }, /did not answer within 1000 ms: could not get the allowed origins/],
  ])('fails the origins check in one line on %j', async (fault, message) => {
    api.setFault('/projects/v1/origins', fault)
    // 1 s: far below the 5 s delay, yet ample for the other checks, which must still pass.
    const report = await run({ timeoutMs: 'delayMs' in fault ? 1_000 : 5_000 })
    const origins = report.checks.filter((item) => item.id.startsWith('origin'))
    expect(origins).toHaveLength(1)
    expect(origins[0]).toMatchObject({
      id: 'origins',
      status: 'fail',
      detail: expect.stringMatching(message),
    })
    expect(byId(report, 'remoteConfig')?.status).toBe('ok')
    expect(report.ok).toBe(false)
  })

  it('fails the remote configuration and the wallet checks on their own faults', async () => {
    api.setFault('/appkit/v1/config', { status: 503 })
    api.setFault('/getWallets', { malformed: true })
    const report = await run()
    expect(byId(report, 'remoteConfig')?.detail).toMatch(
      /^Server Error \(SERVER_ERROR\): .* answered HTTP 503 for the remote configuration/,
    )
    expect(byId(report, 'wallets')?.detail).toMatch(
      /answered the wallet registry with a body that is not valid JSON$/,
    )
    expect(byId(report, 'origin:https://dapp.example')?.status).toBe('ok')
  })

  it('fails a response of an unexpected shape', async () => {
    api.fixture.allowedOrigins = 'everything' as unknown as string[]
    const report = await run()
    expect(byId(report, 'origins')?.detail).toMatch(
      /in an unexpected shape \(allowedOrigins is not an array\)$/,
    )
  })

  it('warns for each local feature the remote configuration overrides', async () => {
    api.fixture.features = [
      { id: 'email', isEnabled: false, config: null },
      { id: 'socials', isEnabled: true, config: ['google', 'github'] },
      { id: 'swaps', isEnabled: true, config: ['1inch'] },
    ]
    const report = await run()
    expect(report.checks.filter((item) => item.id.startsWith('remoteConfig'))).toEqual([
      expect.objectContaining({
        id: 'remoteConfig:features.email',
        status: 'warn',
        detail: 'Local configuration ignored: features.email is disabled remotely (local: enabled)',
      }),
      expect.objectContaining({
        id: 'remoteConfig:features.socials',
        status: 'warn',
        detail: expect.stringMatching(
          /^Local configuration ignored: features\.socials is google, github remotely/,
        ),
      }),
    ])
    expect(report.ok).toBe(true)
  })

  it('refuses an --origin that is not an http(s) URL', async () => {
    await expect(run({ origins: ['dapp.example'] })).rejects.toMatchObject({
      code: 'DOCTOR_BAD_ORIGIN',
    })
  })

  it('prints ✓ ! ✗ lines and a summary, and sets exit code 1 on a failure', async () => {
    api.fixture.allowedOrigins = []
    api.fixture.features = [{ id: 'email', isEnabled: false, config: null }]
    const result = await command(['--config', shared.path('appkit.config.ts')])
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toContain('Running checks...')
    expect(result.stdout).toMatch(/^✓ .*appkit\.config\.ts is valid$/m)
    expect(result.stdout).toMatch(
      /^✓ Localhost \(eip155:31337\): RPC .* answered chain id 31337 in \d+ ms$/m,
    )
    expect(result.stdout).toContain(
      '! Local configuration ignored: features.email is disabled remotely (local: enabled)\n',
    )
    expect(result.stdout).toMatch(
      /^✗ origin https:\/\/dapp\.example \(metadata\.url\) is not on the allow-list \(the allow-list is empty\): add it/m,
    )
    expect(result.stdout).toContain('6 checks passed, 1 warning, 1 failure')
  })

  it('prints only the report with --json, exit code untouched when all is well', async () => {
    const result = await command([
      '--config',
      shared.path('appkit.config.ts'),
      '--json',
      '--origin',
      'https://x.vercel.app',
    ])
    expect(result.exitCode).toBe(0)
    expect(result.stderr).toBe('')
    const report = JSON.parse(result.stdout)
    expect(report).toMatchObject({ ok: true, skipped: [] })
    expect(report.checks).toHaveLength(10)
    expect(report.checks[0]).toEqual({
      id: 'config',
      status: 'ok',
      title: 'Config',
      detail: expect.stringContaining('is valid'),
    })
  })

  it('rejects a --timeout that is not a positive number', async () => {
    await expect(command(['--timeout', 'soon'])).rejects.toMatchObject({
      code: 'commander.invalidArgument',
    })
  })

  // The built CLI, as a user runs it: needs `npm run build` with doctor registered in program.ts.
  it('exits 0 and prints JSON from the built CLI', async () => {
    const result = await runCli(['doctor', '--json', '--timeout', '5000'], {
      cwd: shared.dir,
      timeoutMs: 60_000,
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: true })
  }, 90_000)

  it('bounds every remote call by --timeout from the built CLI', async () => {
    // A service that accepts the connection and never answers.
    const silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    const stalled = await project(`http://127.0.0.1:${port}`, {
      extra: `  rpcUrls: { localhost: ['http://127.0.0.1:${port}'] },\n`,
    })
    try {
      // The service never answers: an unbounded call would hold the CLI until this run's bound.
      const result = await runCli(['doctor', '--timeout', '300'], {
        cwd: stalled.dir,
        timeoutMs: 60_000,
      })
      expect(result.code).toBe(1)
      const lines = result.stdout.split('\n').filter((line) => line.includes('did not answer'))
      expect(lines.length).toBeGreaterThanOrEqual(2)
      for (const line of lines) expect(line).toContain('within 300 ms')
    } finally {
      silent.close()
    }
  }, 90_000)

  it('exits 1 from the built CLI when a check fails', async () => {
    api.setFault('/projects/v1/origins', { status: 429 })
    const result = await runCli(['doctor'], { cwd: shared.dir, timeoutMs: 60_000 })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/^✗ Rate Limited \(RATE_LIMITED\): /m)
    expect(result.stderr).not.toContain('    at ')
  }, 90_000)
})

describe('runDoctor on other projects', () => {
  it('says in one line why email login is not offered without a secure site, and checks none', async () => {
    const api = await standIn()
    const created = await project(api.url)
    const path = `${created.dir}/appkit.config.ts`
    const text = readFileSync(path, 'utf8').replace(`, secureSite: '${secureSite.origin}'`, '')
    writeFileSync(path, text)
    await runGenerate({ cwd: created.dir })
    const report = await runDoctor({ cwd: created.dir, timeoutMs: 5_000 })
    expect(byId(report, 'config')).toMatchObject({
      status: 'warn',
      lines: [
        expect.stringMatching(
          /^features\.email: email login is not offered: no services\.secureSite is set\. To offer it/,
        ),
      ],
    })
    expect(report.checks.filter((item) => item.id.startsWith('secureSite'))).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('treats other HTTP errors as an empty allow-list and the local features as in force', async () => {
    const api = await standIn()
    const report = await doctor(`${api.url}/no-such-prefix`)
    expect(byId(report, 'origins')).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('answered HTTP 404 for the allowed origins'),
    })
    expect(byId(report, 'origin:https://dapp.example')?.detail).toContain(
      'is not on the allow-list (the allow-list is empty)',
    )
    expect(byId(report, 'remoteConfig')).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('the modal uses the local features'),
    })
  })

  it('fails each Wallet API check in one line when the service is unreachable', async () => {
    const report = await doctor(closedUrl, {
      extra: `  rpcUrls: { localhost: ['${anvilUrl}'] },\n  wallets: { featured: ['${metamask}'] },\n`,
    })
    for (const id of ['origins', 'remoteConfig', 'wallets']) {
      expect(byId(report, id)).toMatchObject({
        status: 'fail',
        detail: expect.stringContaining('refused the connection (is it running?)'),
      })
    }
    expect(byId(report, 'network:eip155:31337')?.status).toBe('ok')
    for (const item of report.checks) expect(item.detail).not.toMatch(/\n|\s+at /)
  })

  it('fails a featured wallet id that is not in the registry', async () => {
    const api = await standIn()
    const missing = 'f'.repeat(64)
    const report = await doctor(api.url, {
      extra: `  rpcUrls: { localhost: ['${anvilUrl}'] },\n  wallets: { featured: ['${metamask}', '${missing}'], exclude: ['${'e'.repeat(64)}'] },\n`,
    })
    expect(byId(report, `wallet:${missing}`)).toMatchObject({
      status: 'fail',
      detail: `wallets.featured: "${missing}" is not a wallet id in the registry, so the modal cannot show it; copy the id from the WalletConnect wallet list`,
    })
    expect(byId(report, `wallet:${'e'.repeat(64)}`)?.status).toBe('warn')
    expect(byId(report, 'wallets')?.detail).toBe('wallet ids found in the registry: MetaMask')
    expect(api.requests.find((request) => request.route === '/getWallets')?.query).toMatchObject({
      page: '1',
      entries: '3',
      include: `${metamask},${missing},${'e'.repeat(64)}`,
    })
    expect(report.ok).toBe(false)
  })

  it('fails an RPC that serves another chain, next to one that serves the right one', async () => {
    const api = await standIn()
    const wrong = `{ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['${anvilUrl}'] } } }`
    const report = await doctor(api.url, { networks: `[${wrong}, 'localhost']` })
    expect(
      report.checks.filter((item) => item.id.startsWith('network:')).map((item) => item.status),
    ).toEqual(['fail', 'ok'])
    expect(byId(report, 'network:eip155:1')?.detail).toMatch(
      /^Ethereum \(eip155:1\): RPC http:\/\/127\.0\.0\.1:\d+ reports chain id 31337, not 1: point the RPC URL at an endpoint of Ethereum/,
    )
  })

  it('fails an unreachable RPC with a clear line', async () => {
    const api = await standIn()
    const report = await doctor(api.url, { extra: `  rpcUrls: { localhost: ['${closedUrl}'] },\n` })
    expect(byId(report, 'network:eip155:31337')).toMatchObject({
      status: 'fail',
      detail: `Localhost (eip155:31337): RPC ${closedUrl} refused the connection (is it running?)`,
    })
  })

  it('fails a missing generated module', async () => {
    const api = await standIn()
    const report = await doctor(api.url, { generate: false })
    expect(byId(report, 'generated')).toMatchObject({
      status: 'fail',
      detail: 'src/appkit.generated.tsx is missing: run `npx appkit generate`',
    })
  })

  it('lists the config problems and skips the remote checks', async () => {
    const api = await standIn()
    const report = await doctor(api.url, {
      extra: "  theme: { themeMode: 'blue' },\n",
      generate: false,
    })
    expect(report.ok).toBe(false)
    expect(report.checks).toHaveLength(1)
    expect(report.checks[0]).toMatchObject({
      id: 'config',
      status: 'fail',
      detail: expect.stringContaining('has 1 problem'),
    })
    expect(report.checks[0]?.lines?.[0]).toMatch(/^theme\.themeMode: /)
    expect(report.skipped).toContain('origins')
    expect(api.requests).toEqual([])
  })

  it('reports a missing config file as a failed check', async () => {
    const empty = tempProject()
    projects.push(empty)
    const report = await runDoctor({ cwd: empty.dir })
    expect(report.checks[0]).toMatchObject({ id: 'config', status: 'fail' })
  })
})
