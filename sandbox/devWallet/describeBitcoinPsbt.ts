import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { BitcoinNetworkParams } from './bitcoinNetwork.js'
import { formatBtc } from './formatBtc.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** Where an output pays, as a person reads it. */
function payee(script: Uint8Array | undefined, network: BitcoinNetworkParams): string {
  if (!script) return 'an unknown script'
  try {
    return Address(network).encode(OutScript.decode(script))
  } catch {
    return script[0] === 0x6a ? 'an OP_RETURN (data, unspendable)' : 'a non-standard script'
  }
}

/**
 * The lines a prompt shows for a PSBT: each output's amount and address, and the fee when every
 * input says what it spends. Malformed bytes throw -32602 before any prompt opens.
 * @example describeBitcoinPsbt(bytes, network) // ['Output 0: 0.001 BTC to bcrt1q...', 'Fee 0.00000141 BTC']
 */
export function describeBitcoinPsbt(bytes: Uint8Array, network: BitcoinNetworkParams): string[] {
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(bytes, { allowUnknownOutputs: true })
  } catch (error) {
    throw new ProviderRpcError(-32602, `Not a valid PSBT: ${(error as Error).message}`)
  }
  const lines: string[] = []
  for (let index = 0; index < transaction.outputsLength; index++) {
    const output = transaction.getOutput(index)
    lines.push(
      `Output ${index}: ${formatBtc(output.amount ?? 0n)} to ${payee(output.script, network)}`,
    )
  }
  try {
    lines.push(`Fee ${formatBtc(transaction.fee)}`)
  } catch {
    lines.push('Fee unknown (an input does not say what it spends)')
  }
  return lines
}
