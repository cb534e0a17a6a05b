import type { RpcMethod } from './accountMethods.js'
import { rpcErrorCodes, SolanaRpcError } from './SolanaRpcError.js'

type Id = string | number | null
type Response = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: unknown }

const failure = (id: Id, code: number, message: string): Response => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

function answerOne(
  request: unknown,
  methods: Readonly<Record<string, RpcMethod>>,
): Response | undefined {
  const call = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const hasId = typeof call === 'object' && call !== null && !Array.isArray(call) && 'id' in call
  const id = hasId && (typeof call.id === 'string' || typeof call.id === 'number') ? call.id : null
  if (
    typeof call !== 'object' ||
    call === null ||
    Array.isArray(call) ||
    call.jsonrpc !== '2.0' ||
    typeof call.method !== 'string' ||
    (hasId && call.id !== null && id === null) ||
    (call.params !== undefined && !Array.isArray(call.params))
  ) {
    return failure(id, rpcErrorCodes.invalidRequest, 'Invalid request')
  }
  const method = Object.hasOwn(methods, call.method) ? methods[call.method] : undefined
  let response: Response
  if (!method) response = failure(id, rpcErrorCodes.methodNotFound, 'Method not found')
  else {
    try {
      response = { jsonrpc: '2.0', id, result: method((call.params as unknown[]) ?? []) }
    } catch (error) {
      response =
        error instanceof SolanaRpcError
          ? { jsonrpc: '2.0', id, error: error.toJSON() }
          : failure(id, rpcErrorCodes.internalError, `Internal error: ${(error as Error).message}`)
    }
  }
  // A notification (no id) is run but never answered, as JSON-RPC 2.0 says.
  return hasId ? response : undefined
}

/**
 * Answers one JSON-RPC 2.0 text (a call or a batch) from `methods`: the response text, or
 * `undefined` when there is nothing to send back (notifications only). Malformed JSON is -32700,
 * a malformed call -32600, an unknown method -32601; a method's `SolanaRpcError` becomes its
 * error, anything else -32603.
 * @example answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"getSlot"}', methods) // '{"jsonrpc":"2.0","id":1,"result":3}'
 */
export function answerJsonRpc(
  text: string,
  methods: Readonly<Record<string, RpcMethod>>,
): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return JSON.stringify(failure(null, rpcErrorCodes.parseError, 'Parse error'))
  }
  if (!Array.isArray(parsed)) {
    const response = answerOne(parsed, methods)
    return response && JSON.stringify(response)
  }
  if (parsed.length === 0) {
    return JSON.stringify(failure(null, rpcErrorCodes.invalidRequest, 'Invalid request'))
  }
  const responses = parsed.flatMap((request) => answerOne(request, methods) ?? [])
  return responses.length > 0 ? JSON.stringify(responses) : undefined
}
