import type { IncomingMessage, ServerResponse } from 'node:http'

/** The names a sandbox server on 127.0.0.1 is reached by (localhost resolves to it too). */
export type LoopbackName = '127.0.0.1' | 'localhost'

/**
 * The Host headers of a server on 127.0.0.1:`port`, one per name a page reaches it by.
 * @example loopbackHosts(5173) // ['127.0.0.1:5173', 'localhost:5173']
 */
export function loopbackHosts(
  port: number,
  names: readonly LoopbackName[] = ['127.0.0.1', 'localhost'],
): string[] {
  return names.map((name) => `${name}:${port}`)
}

/**
 * True when the request's Host header is one of `hosts`. Host names are case-insensitive; a port
 * is digits, so lowercasing the whole header is safe.
 * @example isOwnHost(request, loopbackHosts(port)) // false for rebind.example:<port>
 */
export function isOwnHost(request: IncomingMessage, hosts: readonly string[]): boolean {
  return hosts.includes(request.headers.host?.toLowerCase() ?? '')
}

/**
 * Answers 421 (and returns true) to a request whose Host header is not one of `hosts`; returns
 * false, having answered nothing, to the others. Listening on 127.0.0.1 is not enough: a page of
 * any site can point its own name at 127.0.0.1 (DNS rebinding) and then read the answers as its
 * own, but its requests still name that site in Host. An empty `hosts` (the port is not known
 * yet) refuses everything.
 * @example if (refuseForeignHost(req, res, loopbackHosts(port), 'appkit dev')) return
 */
export function refuseForeignHost(
  request: IncomingMessage,
  response: ServerResponse,
  hosts: readonly string[],
  server: string,
): boolean {
  if (isOwnHost(request, hosts)) return false
  response.writeHead(421, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(
    JSON.stringify({
      error: 'misdirected-request',
      detail: `${server} answers only on ${hosts.join(' and ') || 'its own address'}`,
    }),
  )
  return true
}
