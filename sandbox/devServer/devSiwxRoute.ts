import type { IncomingMessage, ServerResponse } from 'node:http'
import { createSiwxServer, type SiwxServer } from '../../runtime/siwxServer/index.js'
import type { CaipNetworkId } from '../../schema/index.js'

/** Where `appkit dev` answers the sign-in protocol of `appkit/siwx-server`, on the app's origin. */
const devSiwxPath = '/api/siwx'

/** True for `/api/siwx` and the paths under it. */
export function isDevSiwxPath(pathname: string): boolean {
  return pathname === devSiwxPath || pathname.startsWith(`${devSiwxPath}/`)
}

/**
 * The dev server's sign-in endpoint: `appkit/siwx-server` as an app would run it, for the app's
 * own origin. The page may be open as 127.0.0.1 or localhost: each host name is its own origin
 * (its own domain in the message, its own cookie), so each of `hosts` (`host:port`, as the dev
 * server answers them) gets its own verifier. The dev server has refused every other Host before
 * a request gets here. Nonces and sessions live in memory until dev stops.
 * @example const siwx = devSiwxRoute(loopbackHosts(5173)); if (isDevSiwxPath(pathname)) void siwx(req, res)
 */
export function devSiwxRoute(
  hosts: readonly string[],
  rpcUrls: Partial<Record<CaipNetworkId, string>> = {},
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const servers = new Map<string, SiwxServer>(
    hosts.map((host) => [host, createSiwxServer({ domain: host, uri: `http://${host}`, rpcUrls })]),
  )
  return async (request, response) => {
    const server = servers.get(request.headers.host?.toLowerCase() ?? '')
    if (server && (await server.handle(request, response, devSiwxPath))) return
    response.writeHead(404, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(
      JSON.stringify({
        error: 'not-found',
        detail: `appkit dev answers sign-in on ${hosts.join(' and ')}`,
      }),
    )
  }
}
