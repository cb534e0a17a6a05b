import { numberToHex } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { ConvertTransaction } from '../blockchainApi/convertBuiltTransaction.js'
import { BaseError, ProviderRpcError, parseChainId } from '../kernel.js'
import { toSendError } from '../send/sendErrors.js'

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

function isEip1193(value: unknown): value is Eip1193 {
  return (
    typeof value === 'object' && value !== null && typeof (value as Eip1193).request === 'function'
  )
}

const transactionHash = /^0x[0-9a-fA-F]{64}$/

/**
 * Sends a transaction the swap service built (an approval or a swap) through the connected EVM
 * wallet, whichever it is (a browser wallet, WalletConnect, the embedded wallet and its approval
 * screen): one `eth_sendTransaction` with its to, data, value, gas and gas price, after checking
 * the wallet is on `network` (a transaction signed for another chain would go elsewhere).
 * Resolves with the hash; a declined prompt rejects with `TransactionRejectedError`, anything
 * else with a `BaseError`.
 * @example const { hash } = await sendSwapTransaction(appKit, network, await buildConvertTransaction(appKit, parameters))
 */
export async function sendSwapTransaction(
  appKit: AppKit,
  network: CaipNetwork,
  transaction: ConvertTransaction,
): Promise<{ hash: string }> {
  const provider = appKit.stores.providers.getState().eip155?.provider
  if (!isEip1193(provider)) {
    throw new BaseError('No account is connected.', {
      code: 'NOT_CONNECTED',
      details: 'Connect an EVM wallet before swapping.',
    })
  }
  try {
    const chainId = await provider.request({ method: 'eth_chainId' })
    if (parseChainId(chainId) !== Number(network.id)) {
      throw new ProviderRpcError(
        { message: `The wallet is on chain ${String(chainId)}, not ${network.id}.` },
        { rpcCode: 4901 },
      )
    }
    const { from, to, data, value, gas, gasPrice } = transaction
    const request = {
      from,
      to,
      data,
      value: numberToHex(value),
      gas: numberToHex(gas),
      // A price of 0 is the service leaving it to the wallet.
      ...(gasPrice > 0n ? { gasPrice: numberToHex(gasPrice) } : {}),
    }
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [request] })
    if (typeof hash !== 'string' || !transactionHash.test(hash)) {
      throw new Error('The wallet returned no transaction hash.')
    }
    return { hash }
  } catch (error) {
    throw toSendError(error)
  }
}
