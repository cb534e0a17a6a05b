// What the sandbox secure site does with each RPC method, shared by its server and its frame page
// (bundled for the browser: no Node imports here).

/** Read-only methods, and the submission of a transaction signed elsewhere: passed to the chain. */
export const safeRpcMethods: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
])

/**
 * The account methods: answered by the secure site with the account the session acts as (its
 * key's, or its smart account), never passed to the chain, whose node has accounts of its own.
 */
export const accountRpcMethods: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
])

/** Methods that use the user's key: each waits for the user's approval in the frame. */
export const approvalRpcMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

/**
 * The Solana methods (WalletConnect's Solana RPC) the embedded wallet answers, each after the
 * user's approval; Solana has no pass-through methods here.
 */
const solanaApprovalRpcMethods: ReadonlySet<string> = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

export type RpcMethodKind = 'safe' | 'account' | 'approval' | 'refused'

/**
 * How the secure site treats `method` of `namespace` (eip155 when not 'solana'): passed on,
 * answered with the session's account, signed after the user approves, or refused.
 * @example rpcMethodKind('eth_sign') // 'refused'
 */
export function rpcMethodKind(method: unknown, namespace?: unknown): RpcMethodKind {
  if (typeof method !== 'string') return 'refused'
  if (namespace === 'solana') return solanaApprovalRpcMethods.has(method) ? 'approval' : 'refused'
  if (safeRpcMethods.has(method)) return 'safe'
  if (accountRpcMethods.has(method)) return 'account'
  if (approvalRpcMethods.has(method)) return 'approval'
  return 'refused'
}

/**
 * Whether `value` is a CAIP-2 Solana chain id (`solana:<reference>`), as the kit names Solana
 * networks; a numeric or `eip155:` id is the EVM side's.
 * @example isSolanaChainId('solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX') // true
 */
export function isSolanaChainId(value: unknown): value is `solana:${string}` {
  return typeof value === 'string' && /^solana:[-_a-zA-Z0-9]{1,64}$/.test(value)
}

/** An error as the frame sends it in `<TYPE>_ERROR` and the server answers it. */
export interface RpcErrorPayload {
  message: string
  code?: number
}

/** The fixed errors, with EIP-1193 / JSON-RPC codes. */
export const rpcErrors = {
  notAllowed: { message: 'Requested RPC call is not allowed', code: 4200 },
  userRejected: { message: 'User rejected the request.', code: 4001 },
  alreadyPending: { message: 'A request is already pending', code: -32002 },
  notLoggedIn: { message: 'Not logged in', code: 4100 },
} as const satisfies Record<string, RpcErrorPayload>

/**
 * 'Chain 5 is not served by the sandbox secure site' (EIP-1193 4901: not connected to that chain).
 * @example chainNotServed(5)
 */
export const chainNotServed = (chainId: unknown): Required<RpcErrorPayload> => ({
  message: `Chain ${String(chainId).slice(0, 80)} is not served by the sandbox secure site`,
  code: 4901,
})

/**
 * A chain id as the kit may send it (31337, '31337', '0x7a69' or 'eip155:31337'), as a number;
 * undefined when it is none of these.
 * @example parseChainId('eip155:31337') // 31337
 */
export function parseChainId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  const bare = text.startsWith('eip155:') ? text.slice('eip155:'.length) : text
  if (!/^(?:[1-9]\d{0,15}|0x[0-9a-fA-F]{1,13})$/.test(bare)) return undefined
  const id = Number(bare)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
