import type { IncomingMessage } from 'node:http'

/** The largest body read: a sign-in message is at most 16 K characters, its signature much less. */
export const maxBodyBytes = 32 * 1024

export type ReadJsonBodyReturnType =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413; error: 'malformed-body' | 'body-too-large'; detail: string }

/**
 * Reads a JSON request body of at most `maxBodyBytes`. Anything else (another content type, bad
 * UTF-8 or JSON, a larger body, a dropped connection) is a failure with the status to answer;
 * it never throws. A body past the limit is not read further.
 */
export function readJsonBody(request: IncomingMessage): Promise<ReadJsonBodyReturnType> {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/json\s*(?:;|$)/i.test(type)) {
    return Promise.resolve({
      ok: false,
      status: 400,
      error: 'malformed-body',
      detail: 'the body must be JSON sent as content-type: application/json',
    })
  }
  const tooLarge = {
    ok: false,
    status: 413,
    error: 'body-too-large',
    detail: `the body must be at most ${maxBodyBytes} bytes`,
  } as const
  if (Number(request.headers['content-length']) > maxBodyBytes) return Promise.resolve(tooLarge)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (result: ReadJsonBodyReturnType) => {
      if (settled) return
      settled = true
      request.off('data', onData)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) settle(tooLarge)
      else chunks.push(chunk)
    }
    request.on('data', onData)
    request.on('error', () =>
      settle({ ok: false, status: 400, error: 'malformed-body', detail: 'the body was cut off' }),
    )
    request.on('end', () => {
      try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
        settle({ ok: true, value: JSON.parse(text) })
      } catch {
        settle({ ok: false, status: 400, error: 'malformed-body', detail: 'the body is not JSON' })
      }
    })
  })
}
