import { numberToHex } from 'viem'
import type { AppKit } from '../../../AppKit.js'
import { BaseError, ProviderRpcError, parseChainId } from '../../../kernel.js'
import type { SendFee, TransferParameters } from '../../../send/SendParameters.js'
import { toSendError } from '../../../send/sendErrors.js'
import { eip155Transfer } from './eip155Transfer.js'

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

function isEip1193(value: unknown): value is Eip1193 {
  return (
    typeof value === 'object' && value !== null && typeof (value as Eip1193).request === 'function'
  )
}

function feeFields(fee: SendFee | undefined) {
  const terms = fee?.eip155
  if (!terms) return {}
  // The wallet is asked with the terms the fee was worked out from, so "Max" leaves enough gas.
  const fields: Record<string, `0x${string}`> = { gas: numberToHex(terms.gas) }
  if (terms.maxFeePerGas !== undefined) fields.maxFeePerGas = numberToHex(terms.maxFeePerGas)
  if (terms.maxPriorityFeePerGas !== undefined) {
    fields.maxPriorityFeePerGas = numberToHex(terms.maxPriorityFeePerGas)
  }
  if (terms.gasPrice !== undefined) fields.gasPrice = numberToHex(terms.gasPrice)
  return fields
}

/**
 * Sends an EVM transfer through the connected wallet (`eth_sendTransaction`, one prompt), after
 * checking the wallet is on `network`: a transfer signed for another chain would go elsewhere.
 */
export async function sendEip155(
  appKit: AppKit,
  parameters: TransferParameters & { fee?: SendFee | undefined },
): Promise<{ hash: string }> {
  const provider = appKit.stores.providers.getState().eip155?.provider
  if (!isEip1193(provider)) {
    throw new BaseError('No account is connected.', {
      code: 'NOT_CONNECTED',
      details: 'Connect an EVM wallet before sending.',
    })
  }
  try {
    const chainId = await provider.request({ method: 'eth_chainId' })
    // Read as the connectors read it: WalletConnect's UniversalProvider answers eth_chainId with
    // a number (parseInt of its default chain), not a hex string; a string-only check refused
    // every send over WalletConnect as 'not connected to this chain'.
    if (parseChainId(chainId) !== Number(parameters.network.id)) {
      throw new ProviderRpcError(
        { message: `The wallet is on chain ${String(chainId)}, not ${parameters.network.id}.` },
        { rpcCode: 4901 },
      )
    }
    const transaction = { ...eip155Transfer(parameters), ...feeFields(parameters.fee) }
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [transaction] })
    if (typeof hash !== 'string') throw new Error('The wallet returned no transaction hash.')
    return { hash }
  } catch (error) {
    throw toSendError(error)
  }
}
