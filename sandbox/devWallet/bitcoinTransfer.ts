import { Transaction } from '@scure/btc-signer'
import { broadcastTransaction, readFeeRate, readUtxos } from './bitcoinEsplora.js'
import type { BitcoinKey } from './bitcoinKeys.js'
import type { BitcoinNetworkParams } from './bitcoinNetwork.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { type BitcoinTransferPlan, planBitcoinTransfer } from './planBitcoinTransfer.js'

/** Where a transfer is planned from and sent to. */
export interface BitcoinTransferSource {
  /** The ledger's Esplora base URL. */
  esploraUrl: string
  /** The payment (P2WPKH) key whose UTXOs pay. */
  key: BitcoinKey
  network: BitcoinNetworkParams
}

/**
 * Plans a transfer from `source.key`'s address with the ledger's UTXOs and fee rate (target 6
 * blocks), change back to that address unless `changeAddress` says otherwise. Nothing is signed:
 * the plan is what a prompt shows before approval.
 * @example
 * const plan = await prepareBitcoinTransfer(source, [{ address: 'bcrt1q...', amount: 15_000n }])
 */
export async function prepareBitcoinTransfer(
  source: BitcoinTransferSource,
  recipients: readonly { address: string; amount: bigint }[],
  changeAddress: string = source.key.address,
): Promise<BitcoinTransferPlan> {
  if (source.key.addressType !== 'p2wpkh') {
    throw new ProviderRpcError(-32602, 'Transfers are paid from the payment (P2WPKH) address.')
  }
  const [utxos, feeRate] = await Promise.all([
    readUtxos(source.esploraUrl, source.key.address),
    readFeeRate(source.esploraUrl),
  ])
  return planBitcoinTransfer({ utxos, recipients, feeRate, changeAddress, network: source.network })
}

/**
 * Signs a plan's inputs (all of `key`'s P2WPKH address) and finalizes it.
 * @example const { hex, txid } = signBitcoinTransfer(plan, paymentKey)
 */
export function signBitcoinTransfer(
  plan: BitcoinTransferPlan,
  key: BitcoinKey,
): { hex: string; txid: string } {
  const transaction = new Transaction()
  for (const utxo of plan.inputs) {
    transaction.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: key.script, amount: BigInt(utxo.value) },
    })
  }
  for (const output of plan.outputs) {
    transaction.addOutput({ script: output.script, amount: output.amount })
  }
  transaction.sign(key.privateKey)
  transaction.finalize()
  return { hex: transaction.hex, txid: transaction.id }
}

/**
 * Signs a plan and broadcasts it to the ledger; resolves with the txid the ledger answered.
 * @example const txid = await sendBitcoinTransfer(source, plan)
 */
export async function sendBitcoinTransfer(
  source: BitcoinTransferSource,
  plan: BitcoinTransferPlan,
): Promise<string> {
  const { hex } = signBitcoinTransfer(plan, source.key)
  return broadcastTransaction(source.esploraUrl, hex)
}
