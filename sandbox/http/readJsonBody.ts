import type { IncomingMessage } from 'node:http'

/**
 * Reads a request's body as JSON, at most `maxBytes` characters (past that the request is
 * destroyed and the promise rejects). A body that is empty or not JSON resolves `undefined`: the
 * route answers 400 for a body it cannot use.
 * @example const body = await readJsonBody(request, 64 * 1024)
 */
export function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > maxBytes) request.destroy(new Error('request body too large'))
    })
    request.on('error', reject)
    request.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined)
      } catch {
        resolve(undefined)
      }
    })
  })
}
