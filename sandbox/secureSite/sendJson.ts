import type { ServerResponse } from 'node:http'

/**
 * Answers with a JSON body that is never cached.
 * @example sendJson(response, 200, { ok: true })
 */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(JSON.stringify(body))
}
