/**
 * SPEC section 6: what the embedded wallet answers. Read-only calls and raw transaction submission
 * go straight to the secure frame; signing and sending need the user's approval in the frame's own
 * screen; everything else does not exist for the embedded wallet and is refused.
 */
const safeMethods: ReadonlySet<string> = new Set([
  'eth_accounts',
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
  'eth_getFilterChanges',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'net_version',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_showCallsStatus',
  'web3_clientVersion',
  'solana_getAccounts',
  'solana_requestAccounts',
])

const approvalMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** What the embedded wallet does with a request. */
export type AuthRpcKind = 'safe' | 'approval' | 'refused'

/**
 * @example authRpcKind('eth_getBalance') // 'safe'
 * @example authRpcKind('personal_sign') // 'approval'
 * @example authRpcKind('eth_sign') // 'refused'
 */
export function authRpcKind(method: string): AuthRpcKind {
  if (safeMethods.has(method)) return 'safe'
  if (approvalMethods.has(method)) return 'approval'
  return 'refused'
}

/** SPEC section 6's words for a refused method, and the modal's (UI) words. */
export const notAllowedMessage = 'Requested RPC call is not allowed'
export const notAllowedUiMessage = 'Action not allowed'
