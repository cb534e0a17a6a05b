import { Address, OutScript } from '@scure/btc-signer'
import type { EsploraUtxo } from './bitcoinEsplora.js'
import type { BitcoinNetworkParams } from './bitcoinNetwork.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** The contract's single dust limit: no output below it (the kit refuses such sends too). */
const bitcoinDustSats = 546n

/** One output of a planned transfer. */
export interface PlannedOutput {
  address: string
  script: Uint8Array
  amount: bigint
}

/** What a transfer spends and pays, fee and change decided, not signed yet. */
export interface BitcoinTransferPlan {
  inputs: EsploraUtxo[]
  /** The recipients, then the change output when there is one. */
  outputs: PlannedOutput[]
  fee: bigint
  /** 0 when the rest was below dust and went to the fee. */
  change: bigint
}

export interface PlanBitcoinTransferParameters {
  /** The spendable outputs of the sending P2WPKH address. */
  utxos: readonly EsploraUtxo[]
  recipients: readonly { address: string; amount: bigint }[]
  /** Sat/vB, fractions allowed; the fee is rounded up to whole satoshis. */
  feeRate: number
  changeAddress: string
  network: BitcoinNetworkParams
}

// Weights in weight units (vbytes x 4). A P2WPKH input: outpoint, empty scriptSig and sequence
// (41 bytes x 4), and a witness of a signature of at most 73 bytes and a 33-byte key (109).
const inputWeight = 41 * 4 + 109
// Version, locktime and the two counts (below 253 entries each), plus segwit's marker and flag.
const overheadWeight = 10 * 4 + 2

const outputWeight = (script: Uint8Array) => (8 + 1 + script.length) * 4

function outputOf(address: string, amount: bigint, network: BitcoinNetworkParams): PlannedOutput {
  let script: Uint8Array
  try {
    script = OutScript.encode(Address(network).decode(address))
  } catch (error) {
    throw new ProviderRpcError(
      -32602,
      `Invalid Bitcoin address "${address}" for this network (${network.bech32}): ${(error as Error).message}`,
    )
  }
  return { address, script, amount }
}

const feeFor = (weight: number, feeRate: number) =>
  BigInt(Math.ceil(Math.ceil(weight / 4) * feeRate))

/**
 * Plans a transfer from one P2WPKH address: recipients checked (address of `network`, amount of
 * at least dust), UTXOs taken largest first until they pay the amounts and the fee at `feeRate`
 * (the weight counted with worst-case signatures, so the signed transaction never pays less),
 * change back to `changeAddress` unless below dust, then it goes to the fee. Throws 'Insufficient
 * funds' naming what is needed and what is held.
 * @example
 * planBitcoinTransfer({ utxos, recipients: [{ address, amount: 15_000n }], feeRate: 1, changeAddress, network })
 * // { inputs: [...], outputs: [...], fee: 141n, change: 84_859n }
 */
export function planBitcoinTransfer(
  parameters: PlanBitcoinTransferParameters,
): BitcoinTransferPlan {
  const { network, feeRate } = parameters
  if (parameters.recipients.length === 0) {
    throw new ProviderRpcError(-32602, 'A transfer needs at least one recipient.')
  }
  const outputs = parameters.recipients.map(({ address, amount }) => {
    if (amount < bitcoinDustSats) {
      throw new ProviderRpcError(
        -32602,
        `${amount} sats to ${address} is below the dust limit of ${bitcoinDustSats} sats.`,
      )
    }
    return outputOf(address, amount, network)
  })
  const change = outputOf(parameters.changeAddress, 0n, network)
  const sent = outputs.reduce((sum, output) => sum + output.amount, 0n)
  const outputsWeight = outputs.reduce((sum, output) => sum + outputWeight(output.script), 0)
  // Largest first: the fewest inputs, so the smallest fee; ties in a fixed order.
  const sorted = [...parameters.utxos].sort(
    (a, b) => b.value - a.value || a.txid.localeCompare(b.txid) || a.vout - b.vout,
  )
  const inputs: EsploraUtxo[] = []
  let total = 0n
  for (const utxo of sorted) {
    inputs.push(utxo)
    total += BigInt(utxo.value)
    const weight = overheadWeight + inputs.length * inputWeight + outputsWeight
    if (total < sent + feeFor(weight, feeRate)) continue
    const feeWithChange = feeFor(weight + outputWeight(change.script), feeRate)
    const rest = total - sent - feeWithChange
    if (rest >= bitcoinDustSats) {
      return {
        inputs,
        outputs: [...outputs, { ...change, amount: rest }],
        fee: feeWithChange,
        change: rest,
      }
    }
    return { inputs, outputs, fee: total - sent, change: 0n }
  }
  const weight = overheadWeight + Math.max(1, inputs.length) * inputWeight + outputsWeight
  throw new ProviderRpcError(
    -32603,
    `Insufficient funds: sending ${sent} sats needs ${sent + feeFor(weight, feeRate)} with the fee; the spendable outputs hold ${total} sats.`,
  )
}
