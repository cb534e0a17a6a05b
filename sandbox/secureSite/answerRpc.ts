import {
  createWalletClient,
  type Hex,
  http,
  type SendTransactionParameters,
  type SignTypedDataParameters,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { toViemChain } from '../chain/toViemChain.js'
import { answerSmartAccountRpc } from './answerSmartAccountRpc.js'
import {
  fail,
  notTheUser,
  type RpcAnswer,
  readError,
  readSignableMessage,
  readTypedData,
  txQuantity,
} from './rpcAnswers.js'
import { chainNotServed, parseChainId, rpcErrors, rpcMethodKind } from './rpcMethods.js'
import type { ActiveAccount } from './siteSmartAccounts.js'

export type { RpcAnswer } from './rpcAnswers.js'

export interface AnswerRpcParameters {
  /** Chain id -> JSON-RPC URL of the chains the secure site serves. */
  chains: Readonly<Record<number, string>>
  /** The logged-in user, if any. */
  user: { address: Hex; privateKey: Hex } | undefined
  /**
   * The account the session acts as on the request's chain: the user's key (the default), or its
   * smart account (`answerSmartAccountRpc` signs and sends for it).
   */
  account?: ActiveAccount
  /** The request body: `{ chainId, method, params }`. */
  request: Record<string, unknown>
}

const chainTimeoutMs = 15_000
const listed = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

/**
 * The sandbox secure site's RPC: safe methods are passed to the chain, `eth_accounts` and
 * `eth_requestAccounts` answer the session's account (never the node's), approval methods (the
 * user approved them in the frame already) are signed with the user's key, or as its smart
 * account when the session acts as one, anything else is refused. It never throws: every
 * failure is an answer with an EIP-1193 / JSON-RPC code.
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
  const params = listed(request.params)
  const account = parameters.account ?? { type: 'eoa', address: user.address, owner: user.address }
  try {
    if (kind === 'account') return { status: 200, body: { result: [account.address] } }
    if (kind === 'safe') return await forward(rpcUrl, method, params)
    if (account.type === 'smartAccount') {
      return await answerSmartAccountRpc(
        { rpcUrl, account, ownerKey: user.privateKey },
        method,
        params,
      )
    }
    return await sign({ chainId, rpcUrl }, user.privateKey, method, params)
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
    const read = readSignableMessage(message)
    if ('refused' in read) return read.refused
    const result = await account.signMessage({ message: read.message })
    return { status: 200, body: { result } }
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, data] = params
    const refused = notTheUser(address, account.address)
    if (refused) return refused
    const read = readTypedData(data)
    if ('refused' in read) return read.refused
    const result = await account.signTypedData(read.typedData as SignTypedDataParameters)
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
  const fields = {
    to: typeof tx.to === 'string' ? tx.to : undefined,
    data: typeof tx.data === 'string' ? tx.data : undefined,
    value: txQuantity(tx.value),
    gas: txQuantity(tx.gas),
    gasPrice: txQuantity(tx.gasPrice),
    maxFeePerGas: txQuantity(tx.maxFeePerGas),
    maxPriorityFeePerGas: txQuantity(tx.maxPriorityFeePerGas),
    nonce: tx.nonce === undefined ? undefined : Number(txQuantity(tx.nonce)),
  }
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  )
  // The app's own fields, checked by viem (and the chain) rather than by their static type.
  const result = await wallet.sendTransaction(defined as unknown as SendTransactionParameters)
  return { status: 200, body: { result } }
}
