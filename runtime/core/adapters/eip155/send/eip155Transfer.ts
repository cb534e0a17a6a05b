import { encodeFunctionData, erc20Abi, numberToHex } from 'viem'
import type { TransferParameters } from '../../../send/SendParameters.js'
import { tokenContract } from '../../../send/tokenContract.js'

/** `eth_sendTransaction` / `eth_estimateGas`'s transaction object: hex quantities. */
export interface Eip155TransactionRequest {
  from: `0x${string}`
  to: `0x${string}`
  value?: `0x${string}`
  data?: `0x${string}`
}

/**
 * The transaction of a transfer: a plain value transfer for the native currency, else the
 * token contract's `transfer(to, amount)` (encoded by viem from the standard ERC20 ABI).
 * @example eip155Transfer({ from, to, token, amount: 10n ** 18n }) // { from, to, value: '0xde0b...' }
 */
export function eip155Transfer(
  parameters: Pick<TransferParameters, 'from' | 'to' | 'token' | 'amount'>,
): Eip155TransactionRequest {
  const from = parameters.from as `0x${string}`
  const to = parameters.to as `0x${string}`
  const contract = tokenContract(parameters.token)
  if (contract === undefined) return { from, to, value: numberToHex(parameters.amount) }
  return {
    from,
    to: contract as `0x${string}`,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parameters.amount],
    }),
  }
}
