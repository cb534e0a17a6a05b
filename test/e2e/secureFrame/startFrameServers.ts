import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { testAttackerScript, testFrameScript } from './testFramePage.js'

const appEntry = fileURLToPath(new URL('./testAppPage.ts', import.meta.url))

export interface FrameServers {
  /** The kit's page: `http://127.0.0.1:<port>/`. */
  appUrl: string
  /** The stand-in secure site (another site: `localhost`): its frame page is `/frame`. */
  frameOrigin: string
  /** A third origin, for the forged messages. */
  attackerOrigin: string
  close(): Promise<void>
}

function page(script: string, body = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}<script type="module" src="${script}"></script></body></html>`
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const portOf = (server: Server) => (server.address() as AddressInfo).port

/**
 * Serves the three origins of the secure-frame tests from loopback, on ports chosen now: the
 * kit's page (its client bundled from the sources), the secure site with a scripted frame page,
 * and an attacker's page.
 * @example const servers = await startFrameServers(); await page.goto(servers.appUrl)
 */
export async function startFrameServers(): Promise<FrameServers> {
  const bundle = await build({
    entryPoints: [appEntry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const appJs = bundle.outputFiles[0]?.text ?? ''
  const send = (response: import('node:http').ServerResponse, type: string, body: string) => {
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
    response.end(body)
  }
  const app = await listen((request, response) => {
    if (request.url === '/app.js') send(response, 'text/javascript', appJs)
    else send(response, 'text/html', page('/app.js'))
  })
  const frame = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === '/frame.js') send(response, 'text/javascript', testFrameScript)
    else if (path === '/attacker.js') send(response, 'text/javascript', testAttackerScript)
    else if (path === '/popup') send(response, 'text/html', page('/attacker.js'))
    else send(response, 'text/html', page('/frame.js'))
  })
  const attacker = await listen((request, response) => {
    if (request.url === '/attacker.js') send(response, 'text/javascript', testAttackerScript)
    else send(response, 'text/html', page('/attacker.js'))
  })
  return {
    appUrl: `http://127.0.0.1:${portOf(app)}/`,
    frameOrigin: `http://localhost:${portOf(frame)}`,
    attackerOrigin: `http://localhost:${portOf(attacker)}`,
    async close() {
      await Promise.all(
        [app, frame, attacker].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              server.close(() => resolve())
            }),
        ),
      )
    },
  }
}
