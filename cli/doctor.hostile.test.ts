// `appkit doctor` against one hostile stand-in that plays the Wallet API, the RPC and the secure
// site, each answer carrying terminal escapes, C1 controls, bidi and zero-width characters and a
// flood of text (SECURITY.md, developer tools): the report must show every value escaped and
// capped, through the command's logger, in --json, and from the built CLI.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registryWallets } from '../sandbox/walletApi/registryWallets.js'
import { runCli } from '../test/runCli.js'
import { configText, type TempProject, tempProject } from '../test/tempProject.js'
import type { CommandContext } from './CommandContext.js'
import { doctorCommand } from './doctor.js'
import { runGenerate } from './generate.js'
import { createLogger } from './logger.js'

const metamask = registryWallets[0]?.id ?? ''
const esc = '\u001b'

// What the stand-in sends, and how the report must show it (the escapes as printed text).
const walletName = `Meta${esc}[2J${esc}[HMask\u202e\u200b${'x'.repeat(5_000)}`
const walletNameShown = 'Meta\\x1b[2J\\x1b[HMask\\u202e\\u200b'
const refusal = `${esc}]0;pwned\u0007Unauthorized\u009b31m\u2066\nFAKE: all checks passed${'y'.repeat(5_000)}`
const refusalShown = '\\x1b]0;pwned\\x07Unauthorized\\x9b31m\\u2066\\nFAKE: all checks passed'
const provider = `${esc}[31mgithub\u202e`
const rpcCode = `${esc}[2J${esc}]0;pwned\u0007`
const rpcCodeShown = '\\x1b[2J\\x1b]0;pwned\\x07'
// Header bytes 0x80-0xff arrive as latin1 characters: 0x9b is the one-byte CSI.
const frameOptions = 'DENY\u009b2J\u009d0;pwned'
const frameOptionsShown = 'DENY\\x9b2J\\x9d0;pwned'

// Anything a terminal may act on or hide, but the line break.
const rawUnsafe = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(value))
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
  if (path === '/projects/v1/origins') return json(response, 403, { message: refusal })
  if (path === '/appkit/v1/config') {
    // 500 more providers after the hostile one: the line must not grow with them.
    const providers = ['google', provider, ...Array.from({ length: 500 }, (_, i) => `p${i}`)]
    const features = [{ id: 'socials', isEnabled: true, config: providers }]
    return json(response, 200, { features })
  }
  if (path === '/getWallets')
    return json(response, 200, { data: [{ id: metamask, name: walletName }], count: 1 })
  if (path === '/rpc') {
    request.resume()
    return json(response, 200, { jsonrpc: '2.0', id: 0, error: { code: rpcCode, message: 'no' } })
  }
  if (path === '/frame') {
    response.writeHead(200, { 'content-type': 'text/html', 'x-frame-options': frameOptions })
    return void response.end('<!doctype html>')
  }
  json(response, 404, { message: 'Not Found' })
}

let server: Server
let project: TempProject

beforeAll(async () => {
  server = createServer(answer)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const extra = [
    `  services: { walletApi: '${url}', secureSite: '${url}' },`,
    `  rpcUrls: { localhost: ['${url}/rpc'] },`,
    `  wallets: { featured: ['${metamask}'] },`,
    `  features: { socials: ['google'] },`,
    '',
  ].join('\n')
  const text = configText(extra, "['localhost']").replace(
    '0123456789abcdef0123456789abcdef',
    '5f3a9c0e7b214d8aa6e1c94f0d2b7e63',
  )
  project = tempProject({ 'appkit.config.ts': text })
  await runGenerate({ cwd: project.dir })
})

afterAll(async () => {
  project.remove()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function command(args: string[]) {
  const out = { text: '' }
  const sink = () =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        out.text += chunk.toString()
        done()
      },
    })
  const context: CommandContext = {
    logger: (quiet) => createLogger({ stdout: sink(), stderr: sink(), color: false, quiet }),
    setExitCode: () => undefined,
    exit: (code) => {
      throw new Error(`doctor must not end the process (exit ${code})`)
    },
  }
  const program = doctorCommand(context)
    .exitOverride()
    .configureOutput({ writeErr: () => {} })
  await program.parseAsync(
    ['--config', project.path('appkit.config.ts'), '--timeout', '5000', ...args],
    {
      from: 'user',
    },
  )
  return out.text
}

/** The report's line that contains `marker`, which must be exactly one. */
function lineWith(output: string, marker: string): string {
  const lines = output.split('\n').filter((line) => line.includes(marker))
  expect(lines).toHaveLength(1)
  return lines[0] ?? ''
}

function expectEveryValueShownEscaped(output: string) {
  expect(output).not.toMatch(rawUnsafe)
  // A line break in an answer must not start a line of its own in the report.
  expect(output).not.toMatch(/^FAKE/m)
  // The wallet name: capped at 64 characters, as the modal caps names.
  const wallets = lineWith(output, 'wallet ids found in the registry: ')
  const name = wallets.split('wallet ids found in the registry: ')[1]
  expect(name).toBe(`${walletNameShown}${'x'.repeat(64 - 1 - walletNameShown.length)}…`)
  // The Wallet API's 403 message: capped at 200 characters.
  const refused = lineWith(output, 'refused the projectId')
  const message = /\(HTTP 403: (.*?)\); check that projectId/.exec(refused)?.[1]
  expect(message).toBe(`${refusalShown}${'y'.repeat(200 - 1 - refusalShown.length)}…`)
  // The remote social providers the kit does not know (the hostile one, 500 more) are dropped
  // by the runtime's merge: named nowhere, and what is left agrees with the local list.
  expect(output).not.toContain('features.socials is ')
  expect(output).not.toContain('github')
  expect(output).not.toContain('p499')
  // The JSON-RPC error code sent as a string.
  expect(lineWith(output, 'Localhost (eip155:31337): RPC')).toContain(rpcCodeShown)
  // A header of the secure site.
  expect(lineWith(output, 'X-Frame-Options')).toContain(`X-Frame-Options: ${frameOptionsShown},`)
}

describe('appkit doctor against a hostile Wallet API, RPC and secure site', () => {
  it('prints every value from the servers escaped and capped, on its own line', async () => {
    expectEveryValueShownEscaped(await command([]))
  })

  it('prints --json with no raw control, C1 or bidi character, and the same escaped values', async () => {
    const output = await command(['--json'])
    expect(output).not.toMatch(rawUnsafe)
    const report = JSON.parse(output) as { checks: { detail: string }[] }
    expectEveryValueShownEscaped(report.checks.map((item) => item.detail).join('\n'))
  })

  it('prints every value escaped and capped from the built CLI', async () => {
    const result = await runCli(['doctor', '--timeout', '5000'], {
      cwd: project.dir,
      timeoutMs: 30_000,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).not.toMatch(rawUnsafe)
    expectEveryValueShownEscaped(result.stdout)
  })
})
