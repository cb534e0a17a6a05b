import { hex } from '@scure/base'
import { Address, NETWORK, OutScript, p2tr, selectUTXO, TEST_NETWORK } from '@scure/btc-signer'
import type { BitcoinAccountAddress } from './BitcoinProvider.js'
import { bitcoinWalletError } from './bitcoinWalletError.js'

/** The smallest amount the kit sends: less is dust no node relays. */
const dustSats = 546n

/** An unspent output of the payment address, as Esplora lists it. */
export interface TransferUtxo {
  txid: string
  vout: number
  value: number | bigint
}

export interface BitcoinTransferParameters {
  /** The payment account that pays and takes the change. */
  from: Pick<BitcoinAccountAddress, 'address' | 'publicKey'>
  recipient: string
  amount: bigint
  utxos: readonly TransferUtxo[]
  /** Sat/vB. */
  feeRate: number
}

/** An unsigned transfer: the PSBT to have signed, and its inputs. */
export interface BitcoinTransfer {
  psbt: Uint8Array
  /** The unsigned transaction in hex, to check the signed one against. */
  unsignedTx: string
  /** Every input's index: all spend the payment address. */
  signingIndexes: number[]
  fee: bigint
}

/** Regtest: testnet's base58 versions, its own bech32 prefix. */
const regtest: typeof NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/**
 * The network an address is written for, by its prefix: `bcrt1` regtest, `bc1`, `1` and `3`
 * mainnet, anything else testnet (whose base58 versions regtest shares). The payment address
 * decides: the transfer spends its coins and returns its change there.
 */
function networkOfAddress(address: string): typeof NETWORK {
  const text = address.toLowerCase()
  if (text.startsWith('bcrt1')) return regtest
  if (text.startsWith('bc1') || /^[13]/.test(text)) return NETWORK
  return TEST_NETWORK
}

/** What an input of the payment address needs besides its outpoint and amount. */
function spendOf(from: BitcoinTransferParameters['from']) {
  const network = networkOfAddress(from.address)
  const decoded = Address(network).decode(from.address)
  const script = OutScript.encode(decoded)
  if (decoded.type === 'wpkh') return { network, script, extra: {} }
  if (decoded.type === 'tr') {
    // The wallet's key is the internal key; a 33-byte one is taken as its x coordinate.
    const key = from.publicKey?.length === 66 ? from.publicKey.slice(2) : from.publicKey
    const internal = key?.length === 64 ? hex.decode(key) : undefined
    if (internal && hex.encode(p2tr(internal, undefined, network).script) === hex.encode(script)) {
      return { network, script, extra: { tapInternalKey: internal } }
    }
    throw bitcoinWalletError(
      4200,
      'The wallet did not give the taproot key of its payment address.',
    )
  }
  throw bitcoinWalletError(
    4200,
    `appkit sends from native segwit (P2WPKH) or taproot payment addresses; this wallet's is ${decoded.type}.`,
  )
}

/** The source's word is checked too: a malformed UTXO is left out, not spent. */
function isUtxo({ txid, vout, value }: TransferUtxo): boolean {
  return (
    typeof txid === 'string' &&
    /^[0-9a-f]{64}$/i.test(txid) &&
    Number.isSafeInteger(vout) &&
    vout >= 0 &&
    (typeof value === 'bigint' ? value > 0n : Number.isSafeInteger(value) && value > 0)
  )
}

/**
 * An unsigned PSBT paying `amount` satoshis to `recipient` from the payment address's UTXOs
 * (btc-signer's coin selection), at `feeRate` sat/vB rounded up, change back to the payment
 * address (change below dust goes to the fee). Refuses, as RPC_INVALID_PARAMS (-32602), an amount
 * below 546 satoshis, a recipient of another network, and more than the UTXOs can pay with the
 * fee; a payment address it cannot spend from (not P2WPKH or P2TR) is UNSUPPORTED_METHOD (4200).
 * @example const transfer = buildBitcoinTransfer({ from, recipient, amount: 15_000n, utxos, feeRate: 2 })
 */
export function buildBitcoinTransfer(parameters: BitcoinTransferParameters): BitcoinTransfer {
  const { from, recipient, amount } = parameters
  if (amount < dustSats) {
    throw bitcoinWalletError(-32602, `${amount} satoshis is below the dust limit of 546.`)
  }
  const { network, script, extra } = spendOf(from)
  try {
    Address(network).decode(recipient)
  } catch {
    throw bitcoinWalletError(-32602, 'The recipient is not an address of the sending network.')
  }
  const inputs = parameters.utxos.filter(isUtxo).map((utxo) => ({
    txid: hex.decode(utxo.txid.toLowerCase()),
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
    ...extra,
  }))
  const feePerByte = BigInt(Math.max(1, Math.ceil(parameters.feeRate)))
  const selected = selectUTXO(inputs, [{ address: recipient, amount }], 'default', {
    changeAddress: from.address,
    feePerByte,
    bip69: false,
    createTx: true,
    network,
  })
  if (!selected?.tx || selected.fee === undefined) {
    const held = inputs.reduce((sum, input) => sum + input.witnessUtxo.amount, 0n)
    throw bitcoinWalletError(
      -32602,
      `The payment address holds ${held} satoshis: not enough for ${amount} and the fee.`,
    )
  }
  const { tx } = selected
  return {
    psbt: tx.toPSBT(),
    unsignedTx: hex.encode(tx.unsignedTx),
    signingIndexes: Array.from({ length: tx.inputsLength }, (_, index) => index),
    fee: selected.fee,
  }
}
