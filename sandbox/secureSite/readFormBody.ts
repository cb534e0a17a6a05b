import type { IncomingMessage } from 'node:http'

/** A consent form holds a user name and a button's value: a few hundred bytes. */
const maxFormBytes = 4 * 1024
const formTimeoutMs = 10_000

/**
 * Reads an HTML form's POST body (`application/x-www-form-urlencoded`, at most 4 KB, within
 * 10 s): its fields, or undefined for anything else (another type, larger, slower, a dropped
 * connection). Never throws.
 * @example const form = await readFormBody(request); form?.get('username')
 */
export function readFormBody(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type))
    return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (value: URLSearchParams | undefined) => {
      clearTimeout(timer)
      request.removeAllListeners('data')
      resolve(value)
    }
    const timer = setTimeout(() => finish(undefined), formTimeoutMs)
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxFormBytes) return finish(undefined)
      chunks.push(chunk)
    })
    request.on('end', () => finish(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))))
    request.on('error', () => finish(undefined))
    request.on('aborted', () => finish(undefined))
  })
}
