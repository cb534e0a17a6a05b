import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../../runtime/core/siwx/formatSiwxMessage.js'
import { type DevServer, startDevServer } from './startDevServer.js'

// anvil's first dev key, the sandbox's dev account: well known, test only.
const devAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

let root: string
let server: DevServer

// node:http rather than fetch: these requests name their own Host header.
function call(
  host: string,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; cookie: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: { host, ...(options.body ? { 'content-type': 'application/json' } : {}) },
      },
      (incoming) => {
        let text = ''
        incoming.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            cookie: (incoming.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '',
            body:
              text && incoming.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
          }),
        )
      },
    )
    outgoing.on('error', reject)
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      outgoing.setHeader(name, value)
    }
    outgoing.end(options.body)
  })
}

async function signIn(host: string) {
  const { body } = await call(host, 'GET', '/api/siwx/nonce')
  const formatted = formatSiwxMessage({
    namespace: 'eip155',
    domain: host,
    address: devAccount.address,
    statement: 'Sign in to the example',
    uri: `http://${host}`,
    version: '1',
    chainId: '31337',
    nonce: (body as { nonce: string }).nonce,
    issuedAt: new Date().toISOString(),
  })
  if (!formatted.ok) throw new Error(JSON.stringify(formatted.problem))
  const message = formatted.message
  const signature = await devAccount.signMessage({ message })
  return call(host, 'POST', '/api/siwx/verify', { body: JSON.stringify({ message, signature }) })
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'appkit-siwx-dev-'))
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'src/main.tsx'), 'console.log("app")\n')
  server = await startDevServer({
    root,
    port: 0,
    strictPort: false,
    generatedModulePath: join(root, 'src/appkit.generated.tsx'),
    devModuleText: '',
    headScripts: {},
    title: 'siwx',
  })
})

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the dev server at /api/siwx', () => {
  it("signs the dev account in on the app's own origin: nonce, verify, session, revoke", async () => {
    const host = `127.0.0.1:${server.port}`
    const verified = await signIn(host)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      session: { data: { accountAddress: devAccount.address, chainId: 'eip155:31337' } },
    })
    expect(verified.cookie).toMatch(/^appkit_siwx=[A-Za-z0-9_-]{43}$/)
    const headers = { cookie: verified.cookie }
    const session = await call(host, 'GET', '/api/siwx/session', { headers })
    expect(session.body).toMatchObject({ session: { data: { domain: host } } })
    expect((await call(host, 'POST', '/api/siwx/revoke', { headers })).status).toBe(204)
    expect((await call(host, 'GET', '/api/siwx/session', { headers })).body).toEqual({
      session: null,
    })
  })

  it('answers the page opened as localhost with its own domain, and refuses other hosts', async () => {
    expect((await signIn(`localhost:${server.port}`)).status).toBe(200)
    const other = await call('evil.test', 'GET', '/api/siwx/nonce')
    expect(other).toMatchObject({ status: 421, body: { error: 'misdirected-request' } })
  })

  it("refuses a message for another port's domain, and still serves the app", async () => {
    const host = `127.0.0.1:${server.port}`
    const { body } = await call(host, 'GET', '/api/siwx/nonce')
    const formatted = formatSiwxMessage({
      namespace: 'eip155',
      domain: '127.0.0.1:1',
      address: devAccount.address,
      uri: `http://${host}`,
      version: '1',
      chainId: '31337',
      nonce: (body as { nonce: string }).nonce,
      issuedAt: new Date().toISOString(),
    })
    if (!formatted.ok) throw new Error('format')
    const signature = await devAccount.signMessage({ message: formatted.message })
    const reply = await call(host, 'POST', '/api/siwx/verify', {
      body: JSON.stringify({ message: formatted.message, signature }),
    })
    expect(reply).toMatchObject({ status: 401, body: { error: 'domain-mismatch' } })
    expect(await call(host, 'GET', '/api/siwx/nope')).toMatchObject({ status: 404 })
    const page = await call(host, 'GET', '/')
    expect(page.status).toBe(200)
    expect(page.body).toContain('/__app/main.js')
  })
})
