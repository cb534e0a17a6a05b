import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  erc20Abi,
  HttpRequestError,
  parseAbi,
  TimeoutError,
} from 'viem'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import type { ConvertGas } from './BlockchainApiTypes.js'
import { ConvertInputError } from './convertInput.js'
import type { SwapReader, SwapRoute } from './findSwapRoute.js'

/** What `/v1/convert/build-approve` answers: an `approve` of the exchange to sign and send. */
export interface ApproveTransaction {
  from: Address
  to: Address
  data: `0x${string}`
  value: '0'
  eip155: ConvertGas
}

/** What `/v1/convert/build-transaction` answers: the exchange's `swap` to sign and send. */
export interface SwapTransaction {
  from: Address
  to: Address
  data: `0x${string}`
  /** The wei to send with it: the amount sold when that is the native currency, else 0. */
  amount: string
  eip155: ConvertGas
}

/** Gas for a swap built with `disableEstimate`: a two-hop swap uses about 130 000. */
const unestimatedSwapGas = 500_000n

// The sandbox tokens' own errors, which the exchange passes on: decoded, they name the reason.
const tokenErrors = parseAbi([
  'error InsufficientBalance(address from, uint256 balance, uint256 needed)',
  'error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error InvalidReceiver(address to)',
])

/**
 * The chain's estimate with a quarter more, since the pools may move before the transaction is
 * mined and a swap's gas moves with them. A transaction the chain says would fail is refused
 * with the reason (a missing allowance, a balance too low); a chain that cannot be reached is not
 * the request's fault, and is passed on.
 */
async function padded(estimate: () => Promise<bigint>): Promise<bigint> {
  try {
    return ((await estimate()) * 5n) / 4n
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    if (error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)) {
      throw error
    }
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    const reason =
      reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName
        ? `the transaction would revert with ${reverted.data.errorName}`
        : error.shortMessage
    throw new ConvertInputError(`Gas estimation failed: ${reason}`)
  }
}

/**
 * `approve(exchange, amount)` on `token` from `user`, with its gas estimated on the chain.
 * @example
 * await buildApprove(reader, user, tokenAddress, 10n ** 6n)
 * // { from: user, to: tokenAddress, data: '0x095ea7b3...', value: '0', eip155: { gas, gasPrice } }
 */
export async function buildApprove(
  reader: SwapReader,
  user: Address,
  token: Address,
  amount: bigint,
): Promise<ApproveTransaction> {
  const call = {
    address: token,
    abi: [...erc20Abi, ...tokenErrors],
    functionName: 'approve',
    args: [reader.swapAddress, amount],
  } as const
  const [gas, gasPrice] = await Promise.all([
    padded(() => reader.client.estimateContractGas({ ...call, account: user })),
    reader.client.getGasPrice(),
  ])
  return {
    from: user,
    to: token,
    data: encodeFunctionData(call),
    value: '0',
    eip155: { gas: String(gas), gasPrice: String(gasPrice) },
  }
}

/**
 * The exchange's `swap(path, amountIn, minAmountOut, user)` from `user`, the ETH sold sent as its
 * value; its gas estimated on the chain unless `estimate` is false (then a fixed, generous figure,
 * for a swap whose approval is not mined yet).
 * @example
 * await buildSwap(reader, user, route, 10n ** 18n, minAmountOut(route.amountOut, readSlippage('1')), true)
 * // { from: user, to: swapAddress, data: '0x...', amount: '1000000000000000000', eip155: { gas, gasPrice } }
 */
export async function buildSwap(
  reader: SwapReader,
  user: Address,
  route: SwapRoute,
  amountIn: bigint,
  minOut: bigint,
  estimate: boolean,
): Promise<SwapTransaction> {
  const sellsNative = route.path[0] === sandboxSwap.nativeAddress
  const value = sellsNative ? amountIn : 0n
  const call = {
    address: reader.swapAddress,
    abi: [...sandboxSwap.artifact.abi, ...tokenErrors],
    functionName: 'swap',
    args: [route.path, amountIn, minOut, user],
  } as const
  const [gas, gasPrice] = await Promise.all([
    estimate
      ? padded(() => reader.client.estimateContractGas({ ...call, account: user, value }))
      : unestimatedSwapGas,
    reader.client.getGasPrice(),
  ])
  return {
    from: user,
    to: reader.swapAddress,
    data: encodeFunctionData(call),
    amount: String(value),
    eip155: { gas: String(gas), gasPrice: String(gasPrice) },
  }
}
