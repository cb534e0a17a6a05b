import { createServer, request as forward } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CspServer {
  /** The app's page on this server's own loopback origin. */
  url: string
  close(): Promise<void>
}

/**
 * Serves `target` (the dev server) through a real loopback HTTP server on a port chosen at run
 * time, adding `csp` as the page's Content-Security-Policy. A real server and not Playwright's
 * `route.fulfill`: Chromium treats a fulfilled page as public and then blocks its requests to
 * loopback addresses, so the registry, the APIs and the relay would never be reached.
 * @example const served = await serveWithCsp(session.appUrl, "default-src 'self'")
 */
export async function serveWithCsp(target: string, csp: string): Promise<CspServer> {
  const upstream = new URL(target)
  const server = createServer((incoming, outgoing) => {
    const proxied = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'content-security-policy': csp,
        })
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(proxied)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
