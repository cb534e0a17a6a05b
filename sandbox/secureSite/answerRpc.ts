import {
  BaseError,
  createWalletClient,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  type SendTransactionParameters,
  type SignTypedDataParameters,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { toViemChain } from '../chain/toViemChain.js'
import {
  chainNotServed,
  parseChainId,
  type RpcErrorPayload,
  rpcErrors,
  rpcMethodKind,
} from './rpcMethods.js'

/** What `POST /api/rpc` answers: the chain's or the signer's result, or an error. */
export interface RpcAnswer {
  status: number
  body: { result: unknown } | Required<RpcErrorPayload>
}

export interface AnswerRpcParameters {
  /** Chain id -> JSON-RPC URL of the chains the secure site serves. */
  chains: Readonly<Record<number, string>>
  /** The logged-in user, if any. */
  user: { address: Hex; privateKey: Hex } | undefined
  /** The request body: `{ chainId, method, params }`. */
  request: Record<string, unknown>
}

const chainTimeoutMs = 15_000
const hexBytes = /^0x(?:[0-9a-fA-F]{2})*$/
const fail = (status: number, message: string, code: number): RpcAnswer => ({
  status,
  body: { message: message.slice(0, 300), code },
})
const listed = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

/**
 * The sandbox secure site's RPC: safe methods are passed to the chain, approval methods (the user
 * approved them in the frame already) are signed with the user's key, anything else is refused.
 * It never throws: every failure is an answer with an EIP-1193 / JSON-RPC code.
 * @example
 * await answerRpc({ chains: { 31337: chain.rpcUrl }, user, request: { chainId: 31337, method: 'eth_blockNumber' } })
 * // { status: 200, body: { result: '0x1' } }
 */
export async function answerRpc(parameters: AnswerRpcParameters): Promise<RpcAnswer> {
  const { user, request } = parameters
  if (!user) return fail(401, rpcErrors.notLoggedIn.message, rpcErrors.notLoggedIn.code)
  const kind = rpcMethodKind(request.method)
  if (kind === 'refused') return fail(400, rpcErrors.notAllowed.message, rpcErrors.notAllowed.code)
  const chainId = parseChainId(request.chainId)
  const rpcUrl = chainId === undefined ? undefined : parameters.chains[chainId]
  if (chainId === undefined || !rpcUrl) {
    const { message, code } = chainNotServed(request.chainId)
    return fail(400, message, code)
  }
  const method = request.method as string
  try {
    if (kind === 'safe') return await forward(rpcUrl, method, listed(request.params))
    return await sign({ chainId, rpcUrl }, user.privateKey, method, listed(request.params))
  } catch (error) {
    return fail(400, ...readError(error))
  }
}

async function forward(rpcUrl: string, method: string, params: unknown[]): Promise<RpcAnswer> {
  let json: { result?: unknown; error?: { code?: unknown; message?: unknown } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(chainTimeoutMs),
    })
    json = (await response.json()) as typeof json
  } catch {
    return fail(502, 'The sandbox chain did not answer: is it running?', -32603)
  }
  if (json.error) {
    const { code, message } = json.error
    return fail(
      400,
      typeof message === 'string' ? message : 'The chain refused the request',
      typeof code === 'number' ? code : -32603,
    )
  }
  return { status: 200, body: { result: json.result ?? null } }
}

/** A refusal when `address` is not the user's own. */
function notTheUser(address: unknown, own: Hex): RpcAnswer | undefined {
  if (
    typeof address === 'string' &&
    isAddress(address, { strict: false }) &&
    isAddressEqual(address, own)
  )
    return undefined
  return fail(403, `${String(address).slice(0, 64)} is not the logged-in account ${own}`, 4100)
}

async function sign(
  chain: { chainId: number; rpcUrl: string },
  privateKey: Hex,
  method: string,
  params: unknown[],
): Promise<RpcAnswer> {
  const account = privateKeyToAccount(privateKey)
  if (method === 'personal_sign') {
    const [message, address] = params
    const refused = notTheUser(address, account.address)
    if (refused) return refused
    if (typeof message !== 'string') return fail(400, 'The message must be a string', -32602)
    const result = await account.signMessage({
      message: hexBytes.test(message) ? { raw: message as Hex } : message,
    })
    return { status: 200, body: { result } }
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, data] = params
    const refused = notTheUser(address, account.address)
    if (refused) return refused
    let typed: unknown
    try {
      typed = typeof data === 'string' ? JSON.parse(data) : data
    } catch {
      return fail(400, 'The typed data is not JSON', -32602)
    }
    const fields = (typeof typed === 'object' && typed !== null ? typed : {}) as Record<
      string,
      unknown
    >
    if (typeof fields.types !== 'object' || typeof fields.primaryType !== 'string')
      return fail(400, 'The typed data needs types and a primaryType', -32602)
    const result = await account.signTypedData({
      domain: fields.domain ?? {},
      types: fields.types,
      primaryType: fields.primaryType,
      message: fields.message ?? {},
    } as SignTypedDataParameters)
    return { status: 200, body: { result } }
  }
  // eth_sendTransaction: viem fills in the nonce, gas and fees the app left out.
  const tx = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<
    string,
    unknown
  >
  const refused = notTheUser(tx.from, account.address)
  if (refused) return refused
  const wallet = createWalletClient({
    account,
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0, timeout: chainTimeoutMs }),
  })
  const quantity = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined
  const fields = {
    to: typeof tx.to === 'string' ? tx.to : undefined,
    data: typeof tx.data === 'string' ? tx.data : undefined,
    value: quantity(tx.value),
    gas: quantity(tx.gas),
    gasPrice: quantity(tx.gasPrice),
    maxFeePerGas: quantity(tx.maxFeePerGas),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
    nonce: tx.nonce === undefined ? undefined : Number(quantity(tx.nonce)),
  }
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  )
  // The app's own fields, checked by viem (and the chain) rather than by their static type.
  const result = await wallet.sendTransaction(defined as unknown as SendTransactionParameters)
  return { status: 200, body: { result } }
}

/** viem's short message and the first numeric code among its causes (an RPC error's). */
function readError(error: unknown): [string, number] {
  if (error instanceof BaseError) {
    const coded = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
    const code = (coded as { code?: unknown } | null)?.code
    return [error.shortMessage, typeof code === 'number' ? code : -32603]
  }
  return [error instanceof Error ? error.message : String(error), -32603]
}
