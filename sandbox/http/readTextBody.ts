import type { IncomingMessage } from 'node:http'

/** A body past the limit: the caller answers 413. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

/**
 * Reads a request's body as UTF-8 text, at most `maxBytes` bytes. Past the limit the promise
 * rejects with `BodyTooLargeError` and the rest of the body is drained unread, so the caller can
 * still answer 413 on the same connection.
 * @example const text = await readTextBody(request, 32 * 1024)
 */
export function readTextBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    request.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size > maxBytes) {
        tooLarge = true
        chunks.length = 0
        return reject(new BodyTooLargeError(`request body over ${maxBytes} bytes`))
      }
      chunks.push(chunk)
    })
    request.on('error', reject)
    request.on('end', () => {
      if (!tooLarge) resolve(Buffer.concat(chunks).toString('utf8'))
    })
  })
}
