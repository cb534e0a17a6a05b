import { ProviderRpcError } from './ProviderRpcError.js'

let nextId = 1
/** How long the chain's RPC may take to answer one request. */
const rpcTimeoutMs = 15_000

/**
 * Sends one JSON-RPC request to a chain's RPC and returns its result, with the node's own error
 * code and message when it fails, as an extension forwards reads to its node. Bounded by 15 s,
 * or `timeoutMs`.
 * @example
 * await forwardRpc('http://127.0.0.1:8545', 'eth_blockNumber', []) // '0x1b'
 */
export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: unknown,
  options: { timeoutMs?: number } = {},
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      // Bounded: a node that accepts the request and never answers must not hold the dapp's call.
      signal: AbortSignal.timeout(options.timeoutMs ?? rpcTimeoutMs),
    })
  } catch (error) {
    throw new ProviderRpcError(
      -32603,
      `The chain's RPC at ${rpcUrl} cannot be reached or did not answer.`,
      String(error),
    )
  }
  const reply = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    | undefined
  if (!reply)
    throw new ProviderRpcError(-32603, `The chain's RPC answered HTTP ${response.status}.`)
  if (reply.error) {
    const code = typeof reply.error.code === 'number' ? reply.error.code : -32603
    const message = typeof reply.error.message === 'string' ? reply.error.message : 'RPC error'
    throw new ProviderRpcError(code, message, reply.error.data)
  }
  return reply.result
}
