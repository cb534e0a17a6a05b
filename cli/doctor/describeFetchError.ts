import { terminalText } from '../terminalText.js'

const reasons: Record<string, string> = {
  ECONNREFUSED: 'refused the connection (is it running?)',
  ECONNRESET: 'closed the connection',
  ENOTFOUND: 'has a host name that does not resolve (or this machine is offline)',
  EAI_AGAIN: 'has a host name that could not be resolved (offline?)',
  ENETUNREACH: 'is on an unreachable network (offline?)',
  EHOSTUNREACH: 'is on an unreachable host (offline?)',
  UND_ERR_SOCKET: 'closed the connection',
  CERT_HAS_EXPIRED: 'has an expired TLS certificate',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'has a self-signed TLS certificate',
}

// Messages and codes may come from the server (a JSON-RPC error's code can be any JSON value):
// escaped and capped like all outside text.
const firstLine = (text: string) => terminalText(text.split('\n')[0] ?? '', 160)

function chain(error: unknown): unknown[] {
  const seen: unknown[] = []
  let current = error
  while (current && !seen.includes(current) && seen.length < 8) {
    seen.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return seen
}

/**
 * Says in a few words why a request failed, from a fetch or viem error and its causes: a
 * timeout, a refused connection, an unknown host... Never a stack trace.
 * @example describeFetchError(error, 300) // 'did not answer within 300 ms'
 */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  const causes = chain(error)
  for (const cause of causes) {
    const name = (cause as { name?: unknown }).name
    // AbortSignal.timeout rejects with a TimeoutError DOMException; viem's http has its own.
    if (name === 'TimeoutError' || name === 'AbortError') {
      return `did not answer within ${timeoutMs} ms`
    }
  }
  for (const cause of causes) {
    const { code, status, shortMessage } = cause as {
      code?: unknown
      status?: unknown
      shortMessage?: unknown
    }
    // Own keys only: a code such as "toString" must not find the object's prototype.
    if (typeof code === 'string')
      return Object.hasOwn(reasons, code)
        ? (reasons[code] as string)
        : `could not be reached (${terminalText(code, 60)})`
    // viem: an HTTP error carries the status, a JSON-RPC error its numeric code.
    if (typeof status === 'number') return `answered HTTP ${status}`
    if (typeof code === 'number') {
      return `answered JSON-RPC error ${code}${typeof shortMessage === 'string' ? ` (${firstLine(shortMessage)})` : ''}`
    }
  }
  const last = causes.at(-1)
  return `could not be reached (${firstLine(last instanceof Error ? last.message : String(last))})`
}
