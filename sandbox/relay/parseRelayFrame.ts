/**
 * A JSON-RPC id as JSON text, exactly as the client wrote it. WalletConnect clients use integer ids
 * of 19 digits, beyond what a JavaScript number holds: parsing them as numbers would change them,
 * and a reply with a changed id never settles the client's request.
 */
export type RawId = string

/** One websocket frame from a client, classified. */
export type RelayFrame =
  | { kind: 'request'; id: RawId; method: string; params: unknown }
  /** A client's answer to something the relay pushed (an `irn_subscription` acknowledgement). */
  | { kind: 'response'; id: RawId }
  | { kind: 'invalid'; id: RawId; code: number; message: string }

// Big integers become strings starting with a NUL, written escaped (JSON forbids it raw). Only a
// client that escapes a NUL into its own id on purpose can imitate one, and it garbles only its
// own replies (rawIdOf still emits digits only).
const bigIntegerMark = '\u0000int:'
const bigIntegerMarkInJson = '\\u0000int:'
const numberToken = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y

/** Turns every integer too large for a number (outside strings) into a marked string. */
function markBigIntegers(text: string): string {
  let out = ''
  let copiedUpTo = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') {
      inString = true
      continue
    }
    if (char !== '-' && (char === undefined || char < '0' || char > '9')) continue
    numberToken.lastIndex = index
    const token = numberToken.exec(text)?.[0]
    if (!token) continue
    if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) {
      out += `${text.slice(copiedUpTo, index)}"${bigIntegerMarkInJson}${token}"`
      copiedUpTo = index + token.length
    }
    index += token.length - 1
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo)
}

function rawIdOf(id: unknown): RawId | undefined {
  if (typeof id === 'string') {
    const digits = id.startsWith(bigIntegerMark) ? id.slice(bigIntegerMark.length) : undefined
    return digits !== undefined && /^-?\d+$/.test(digits) ? digits : JSON.stringify(id)
  }
  if (typeof id === 'number' && Number.isFinite(id)) return String(id)
  return undefined
}

/**
 * Parses and classifies a client frame without ever throwing: big integer ids keep their digits,
 * anything that is not a JSON-RPC 2.0 request or response becomes `invalid` with the JSON-RPC
 * error code to answer with.
 * @example
 * parseRelayFrame('{"id":1712345678901234567,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}')
 * // { kind: 'request', id: '1712345678901234567', method: 'irn_subscribe', params: { topic: 'ab' } }
 */
export function parseRelayFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(markBigIntegers(text))
  } catch {
    return { kind: 'invalid', id: 'null', code: -32700, message: 'Parse error: not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', id: 'null', code: -32600, message: 'Invalid request: not an object' }
  }
  const frame = value as Record<string, unknown>
  const id = rawIdOf(frame.id)
  if (id === undefined) {
    return { kind: 'invalid', id: 'null', code: -32600, message: 'Invalid request: missing id' }
  }
  if (typeof frame.method === 'string') {
    return { kind: 'request', id, method: frame.method, params: frame.params }
  }
  if ('result' in frame || 'error' in frame) return { kind: 'response', id }
  return { kind: 'invalid', id, code: -32600, message: 'Invalid request: no method' }
}

/**
 * The JSON text of a reply to the request with `id`.
 * @example
 * formatRelayReply('1712345678901234567', { result: true })
 * // '{"id":1712345678901234567,"jsonrpc":"2.0","result":true}'
 */
export function formatRelayReply(
  id: RawId,
  reply: { result: unknown } | { error: { code: number; message: string } },
): string {
  const body = JSON.stringify({ jsonrpc: '2.0', ...reply })
  return `{"id":${id},${body.slice(1)}`
}
