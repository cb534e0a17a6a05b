import { BaseError, createPublicClient, type Hex, http } from 'viem'
import { builtinNetworks } from '../../schema/builtinNetworks.js'
import { toViemChain } from '../chain/toViemChain.js'
import type { DescribeAnswer } from './answerSolanaRpc.js'
import { describeApproval, quantity, type TransactionEstimate } from './describeApproval.js'
import { chainNotServed, parseChainId, rpcErrors, rpcMethodKind } from './rpcMethods.js'
import type { ActiveAccount } from './siteSmartAccounts.js'

export interface DescribeEvmRpcParameters {
  /** Chain id -> JSON-RPC URL of the chains the secure site serves. */
  chains: Readonly<Record<number, string>>
  /** The logged-in user, if any. */
  user: { address: Hex } | undefined
  /** The account the session acts as on the request's chain; the user's key's by default. */
  account?: ActiveAccount
  /** The request body: `{ chainId, method, params }`. */
  request: Record<string, unknown>
}

const estimateTimeoutMs = 10_000

/** The network's name as the kit's built-in list has it (Localhost for 31337), else none. */
function networkName(chainId: number): string | undefined {
  const id = `eip155:${chainId}`
  return Object.hasOwn(builtinNetworks, id)
    ? builtinNetworks[id as keyof typeof builtinNetworks].name
    : undefined
}

/**
 * The most a transaction may cost in fees: its gas limit (the app's, else the chain's estimate
 * for the user) times its max fee per gas (the app's, else the chain's). The chain refusing the
 * estimate (the call would revert, the balance is short) is said, not hidden.
 */
async function estimate(
  chain: { chainId: number; rpcUrl: string },
  from: Hex,
  tx: Record<string, unknown>,
): Promise<TransactionEstimate> {
  const client = createPublicClient({
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0, timeout: estimateTimeoutMs }),
  })
  try {
    const gas =
      quantity(tx.gas) ??
      (await client.estimateGas({
        account: from,
        to: typeof tx.to === 'string' ? (tx.to as Hex) : undefined,
        data: typeof tx.data === 'string' ? (tx.data as Hex) : undefined,
        value: quantity(tx.value),
      }))
    const perGas =
      quantity(tx.maxFeePerGas) ??
      quantity(tx.gasPrice) ??
      (await client.estimateFeesPerGas()).maxFeePerGas
    return { maxFeeWei: gas * perGas }
  } catch (error) {
    return { failure: error instanceof BaseError ? error.shortMessage : String(error) }
  }
}

/**
 * `POST /api/describe`: the approval screen's text for an eip155 request of the logged-in user,
 * with the network's name and, for a transaction, the most it may cost in fees and in all. For a
 * session acting as its smart account, the screen says so: the account it is sent from (or
 * signed as), and the key's address that pays the gas. Never throws: a refusal is an answer with an EIP-1193 code.
 * @example await describeEvmRpc({ chains: { 31337: rpcUrl }, user, request: { chainId: 31337, method: 'eth_sendTransaction', params } })
 */
export async function describeEvmRpc(
  parameters: DescribeEvmRpcParameters,
): Promise<DescribeAnswer> {
  const { user, request } = parameters
  if (!user) return { status: 401, body: rpcErrors.notLoggedIn }
  if (rpcMethodKind(request.method) !== 'approval') {
    return { status: 400, body: rpcErrors.notAllowed }
  }
  const chainId = parseChainId(request.chainId)
  const rpcUrl = chainId === undefined ? undefined : parameters.chains[chainId]
  if (chainId === undefined || !rpcUrl)
    return { status: 400, body: chainNotServed(request.chainId) }
  const method = request.method as string
  const params = Array.isArray(request.params) ? request.params : []
  const tx = params[0]
  const account = parameters.account
  const sending = method === 'eth_sendTransaction'
  const context = {
    networkName: networkName(chainId),
    estimate:
      sending && typeof tx === 'object' && tx !== null
        ? // The call as the account makes it (its value leaves the account's balance).
          await estimate(
            { chainId, rpcUrl },
            account?.address ?? user.address,
            tx as Record<string, unknown>,
          )
        : undefined,
  }
  const description = describeApproval({ method, params, chainId }, context)
  if (account?.type === 'smartAccount') {
    description.rows.unshift({
      label: sending ? 'From' : 'Signed as',
      value: `Your smart account ${account.address}`,
    })
    if (sending) {
      // The value leaves the smart account and the fee the EOA: one total would mix two balances.
      description.rows = description.rows.filter((row) => row.label !== 'Total')
      description.rows.push({ label: 'Gas paid by', value: `Your EOA ${account.owner}` })
    }
  }
  return { status: 200, body: { description } }
}
