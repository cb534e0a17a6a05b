import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { type DevServer, startDevServer } from './startDevServer.js'

// What `appkit dev` hands out, over real HTTP: a page of any site the developer visits can rebind
// its own name to 127.0.0.1 and then read the server's answers, so only the server's own Host is
// answered, and only the app's files are served (never secrets that sit in a project root).
let root: string
let outside: string
let server: DevServer
const secret = 'SECRET-VALUE-DO-NOT-SERVE'

const files: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><link rel="stylesheet" href="./app.css"></head><body><script type="module" src="/src/main.tsx"></script></body></html>',
  'app.css': 'body { color: red }',
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'src/main.tsx': 'console.log("app")\n',
  'public/robots.txt': 'User-agent: *',
  'public/img/icon.png': 'png',
  'public/.env': secret,
  '.env': secret,
  '.env.local': secret,
  '.git/config': secret,
  '.appkit/secure-site/secure-site-users.json': secret,
  '.appkit/dev.lock': secret,
  'appkit.config.ts': `export default { projectId: '${secret}' }`,
  'appkit.config.mjs': secret,
  'public/appkit.config.json': secret,
  'localhost-key.pem': secret,
  'package.json': JSON.stringify({ name: 'app', token: secret }),
  'src/secrets.ts': secret,
  'docs/notes.html': secret,
}

const own = () => `127.0.0.1:${server.port}`
const get = (path: string, host = own(), headers?: Record<string, string>) =>
  requestWithHost(server.port, host, path, headers ? { headers } : {})

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'appkit-dev-security-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  // Links that look like assets but lead to a secret: the file served is the one linked to.
  symlinkSync(join(root, '.env'), join(root, 'public/leak.css'))
  symlinkSync(join(root, 'package.json'), join(root, 'leak.css'))
  outside = mkdtempSync(join(tmpdir(), 'appkit-dev-outside-'))
  writeFileSync(join(outside, 'secret.png'), secret)
  symlinkSync(join(outside, 'secret.png'), join(root, 'public/outside.png'))
  // A link inside the project to one of its own files is served.
  symlinkSync(join(root, 'logo.svg'), join(root, 'public/linked.svg'))
  server = await startDevServer({
    root,
    port: 0,
    strictPort: false,
    generatedModulePath: join(root, 'src/appkit.generated.tsx'),
    devModuleText: '',
    headScripts: { '/__appkit/dev-wallet.js': 'window.devWallet = "key"' },
    title: 'security',
  })
  expect((await server.built()).errors).toEqual([])
})

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

describe('the dev server refuses a Host other than its own loopback name and port', () => {
  const routes = [
    '/',
    '/index.html',
    '/__app/main.js',
    '/__app/main.css',
    '/__appkit/reload.js',
    '/__appkit/dev-wallet.js',
    '/__appkit/events',
    '/app.css',
    '/robots.txt',
    '/api/siwx/nonce',
    '/favicon.ico',
    '/no-such-file',
  ]

  it.each(routes)('answers 421 to %s for rebind.example:<port>', async (path) => {
    const answer = await get(path, `rebind.example:${server.port}`)
    expect(answer.status).toBe(421)
    expect(answer.body).not.toContain('devWallet')
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'misdirected-request' })
  })

  it('answers 421 to its own names on another port, or without a port', async () => {
    for (const host of ['127.0.0.1', 'localhost', `127.0.0.1:${server.port + 1}`, 'localhost:1']) {
      expect((await get('/', host)).status, host).toBe(421)
    }
  })

  it('serves the app as 127.0.0.1:<port> and as localhost:<port> (any letter case)', async () => {
    for (const host of [own(), `localhost:${server.port}`, `LocalHost:${server.port}`]) {
      const page = await get('/', host)
      expect(page.status, host).toBe(200)
      expect(page.body).toContain('/__app/main.js')
    }
  })
})

describe('the dev server serves only what the app needs', () => {
  it('serves the entry page, the bundle, the dev scripts, root styles and images, and public/', async () => {
    const served = {
      '/': '/__app/main.js',
      '/__app/main.js': 'console.log("app")',
      '/__appkit/dev-wallet.js': 'devWallet',
      '/app.css': 'color: red',
      '/logo.svg': '<svg',
      '/robots.txt': 'User-agent',
      '/img/icon.png': 'png',
      '/linked.svg': '<svg',
    }
    for (const [path, text] of Object.entries(served)) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.body, path).toContain(text)
    }
  })

  const refused = [
    '/.env',
    '/.env.local',
    '/.git/config',
    '/.appkit/secure-site/secure-site-users.json',
    '/.appkit/dev.lock',
    '/appkit.config.ts',
    '/appkit.config.mjs',
    '/appkit.config.json',
    '/localhost-key.pem',
    '/package.json',
    '/src/main.tsx',
    '/src/secrets.ts',
    '/docs/notes.html',
    '/leak.css',
    '/public/leak.css',
    '/outside.png',
    '/%2eenv',
    '/%2Egit/config',
    '/img//.env',
    '/img/../.env',
    '/img/%2e%2e/%2eenv',
    '/.%2e/.env',
    '/img/..%2f.env',
    '/public/.env',
    '/src/../.git/config',
    '/app.css%00.env',
    // Paths the system cannot stat (a file used as a folder, a name too long): 404, not a crash.
    '/app.css/x.css',
    `/${'a'.repeat(300)}.css`,
  ]

  it.each(refused)('answers 404 to %s, without its contents', async (path) => {
    const answer = await get(path)
    expect(answer.status).toBe(404)
    expect(answer.body).not.toContain(secret)
  })

  it('reads //.env as a URL whose host is .env, and answers with the page at /, not the file', async () => {
    const answer = await get('//.env')
    expect(answer.body).toContain('/__app/main.js')
    expect(answer.body).not.toContain(secret)
  })

  it('refuses the dev scripts to a page of another origin, even of another localhost port', async () => {
    // same-site: any other server on localhost:<port> or 127.0.0.1:<port>; unknown values too.
    for (const site of ['cross-site', 'same-site', 'other']) {
      const answer = await get('/__appkit/dev-wallet.js', own(), { 'sec-fetch-site': site })
      expect(answer.status, site).toBe(403)
      expect(answer.body, site).not.toContain('devWallet')
    }
  })

  it("gives the dev scripts to the app's own pages, to the address bar, and to a client that sends no Sec-Fetch-Site", async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const answer = await get(
        '/__appkit/dev-wallet.js',
        own(),
        site ? { 'sec-fetch-site': site } : undefined,
      )
      expect(answer.status, site).toBe(200)
      expect(answer.body, site).toContain('devWallet')
    }
  })
})
