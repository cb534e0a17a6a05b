import { ProviderRpcError } from '../../kernel.js'

/**
 * The kit's error for what a Bitcoin wallet call cannot do, by the EIP-1193 / JSON-RPC number a
 * wallet would use for the same: bad parameters (-32602), an answer that is not what the method
 * defines (-32603), no connected account (4100), a method the wallet lacks (4200). `reason` is
 * the error's details: say what was wrong.
 * @example throw bitcoinWalletError(-32602, 'The amount "1.5" is not a whole number of satoshis.')
 */
export function bitcoinWalletError(
  rpcCode: -32602 | -32603 | 4100 | 4200,
  reason: string,
): ProviderRpcError {
  return new ProviderRpcError(new Error(reason), { rpcCode })
}
