import type { IncomingMessage } from 'node:http'

/** The largest body read: a sign-in message is at most 16 K characters, its signature much less. */
const maxBodyBytes = 32 * 1024

/** The longest a request body may take to arrive, once its headers are in: 10 s by default. */
export const defaultBodyTimeoutMs = 10_000

export type ReadJsonBodyReturnType =
  | { ok: true; value: unknown }
  | {
      ok: false
      status: 400 | 408 | 413
      error: 'malformed-body' | 'body-timeout' | 'body-too-large'
      detail: string
    }

/**
 * Reads a JSON request body of at most `maxBodyBytes`, arriving within `timeoutMs` in all.
 * Anything else (another content type, bad UTF-8 or JSON, a larger or slower body, a dropped
 * connection) is a failure with the status to answer; it never throws. A body past either bound
 * is not read further: the caller answers and closes the connection. The bound is on the whole
 * body, not on the pause between bytes, so a client that trickles a byte now and then cannot hold
 * the request open either.
 * @example const body = await readJsonBody(request, 10_000); if (!body.ok) answer(body.status)
 */
export function readJsonBody(
  request: IncomingMessage,
  timeoutMs = defaultBodyTimeoutMs,
): Promise<ReadJsonBodyReturnType> {
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
      clearTimeout(timer)
      request.off('data', onData)
      resolve(result)
    }
    const timer = setTimeout(
      () =>
        settle({
          ok: false,
          status: 408,
          error: 'body-timeout',
          detail: `the body must arrive within ${timeoutMs / 1000} s`,
        }),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) settle(tooLarge)
      else chunks.push(chunk)
    }
    request.on('data', onData)
    const cutOff = () =>
      settle({ ok: false, status: 400, error: 'malformed-body', detail: 'the body was cut off' })
    request.on('error', cutOff)
    // A connection dropped mid-body may close the request without an error: settle all the same.
    request.on('close', cutOff)
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
