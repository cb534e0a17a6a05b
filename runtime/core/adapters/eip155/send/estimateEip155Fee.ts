import { hexToBigInt } from 'viem'
import type { AppKit } from '../../../AppKit.js'
import { getRpcClient } from '../../../rpc/getRpcClient.js'
import type { SendFee, TransferParameters } from '../../../send/SendParameters.js'
import { eip155Transfer } from './eip155Transfer.js'

/**
 * The EVM fee of a transfer: `eth_estimateGas` of the very transaction `sendTokens` sends, times a
 * max fee per gas of twice the latest base fee plus the suggested tip (what wallets allow for a few
 * blocks of rising fees), or `eth_gasPrice` on chains without a base fee. Raw requests over the
 * kit's transport, as `readNativeBalance` does, so viem's action code stays out of the bundle.
 */
export async function estimateEip155Fee(
  appKit: AppKit,
  parameters: TransferParameters,
): Promise<SendFee> {
  const client = getRpcClient(appKit, parameters.network)
  const transaction = eip155Transfer(parameters)
  const [gasHex, block] = await Promise.all([
    client.request({ method: 'eth_estimateGas', params: [transaction] }),
    client.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }),
  ])
  const gas = hexToBigInt(gasHex)
  const baseFee = block?.baseFeePerGas ? hexToBigInt(block.baseFeePerGas) : undefined
  if (baseFee === undefined) {
    const gasPrice = hexToBigInt(await client.request({ method: 'eth_gasPrice' }))
    return { fee: gas * gasPrice, eip155: { gas, gasPrice } }
  }
  const maxPriorityFeePerGas = await client
    .request({ method: 'eth_maxPriorityFeePerGas' })
    .then(hexToBigInt)
    // Not every node has this method (it is not in the JSON-RPC spec): the gas price less the
    // base fee is the tip it would suggest.
    .catch(async () => {
      const gasPrice = hexToBigInt(await client.request({ method: 'eth_gasPrice' }))
      return gasPrice > baseFee ? gasPrice - baseFee : 0n
    })
  const maxFeePerGas = baseFee * 2n + maxPriorityFeePerGas
  return { fee: gas * maxFeePerGas, eip155: { gas, maxFeePerGas, maxPriorityFeePerGas } }
}
