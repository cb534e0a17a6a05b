import type { BitcoinNaming } from './BitcoinNaming.js'
import type { BitcoinSignInput } from './BitcoinProvider.js'
import { isBase64 } from './bitcoinAnswer.js'
import { bitcoinWalletError } from './bitcoinWalletError.js'

// An app's arguments are checked before any prompt: a wallet asked with bad ones either refuses
// in words the app cannot read, or, worse, does something else than the app meant.

/**
 * A positive whole number of satoshis written as a decimal string, as a bigint; throws
 * RPC_INVALID_PARAMS (-32602) for anything else (`'1.5'`, `'1e3'`, `'-1'`, `'0'`, `' 1'`), and
 * for more than `Number.MAX_SAFE_INTEGER` (WBIP004 wallets take a JSON number; no amount of
 * bitcoin comes near it: 21 million BTC is 2.1e15 satoshis).
 * @example checkSatsAmount('15000') // 15000n
 */
export function checkSatsAmount(amount: unknown): bigint {
  const text = JSON.stringify(String(amount)).slice(0, 40)
  if (typeof amount !== 'string' || !/^[1-9][0-9]{0,20}$/.test(amount)) {
    throw bitcoinWalletError(
      -32602,
      `The amount ${text} is not a positive whole number of satoshis (a decimal string such as "15000").`,
    )
  }
  const sats = BigInt(amount)
  if (sats > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw bitcoinWalletError(-32602, `The amount ${text} is more satoshis than there can be.`)
  }
  return sats
}

/**
 * `address` when it has the form of a Bitcoin address; throws RPC_INVALID_PARAMS (-32602) naming
 * the parameter otherwise.
 * @example checkAddress('recipient', 'bcrt1q...', naming)
 */
export function checkAddress(name: string, address: unknown, naming: BitcoinNaming): string {
  if (typeof address !== 'string' || !naming.isAddress(address)) {
    throw bitcoinWalletError(-32602, `The ${name} is not a Bitcoin address.`)
  }
  return address
}

/**
 * The PSBT when it is base64 text; throws RPC_INVALID_PARAMS (-32602) otherwise.
 * @example checkPsbt('cHNidP8B...')
 */
export function checkPsbt(psbt: unknown): string {
  if (!isBase64(psbt)) throw bitcoinWalletError(-32602, 'The PSBT is not base64 text.')
  return psbt
}

/**
 * The inputs to sign, each with a Bitcoin address and a whole, non-negative input index (and
 * sighash types, when given, whole numbers from 0 to 255); throws RPC_INVALID_PARAMS (-32602)
 * naming the first bad one.
 * @example checkSignInputs([{ address: 'bcrt1q...', index: 0 }], naming)
 */
export function checkSignInputs(
  inputs: unknown,
  naming: BitcoinNaming,
): readonly BitcoinSignInput[] {
  if (!Array.isArray(inputs) || inputs.length === 0) {
    throw bitcoinWalletError(-32602, 'signInputs must list at least one input to sign.')
  }
  inputs.forEach((input: Partial<BitcoinSignInput> | null, position) => {
    checkAddress(`address of signInputs[${position}]`, input?.address, naming)
    if (!Number.isSafeInteger(input?.index) || (input?.index ?? -1) < 0) {
      throw bitcoinWalletError(-32602, `signInputs[${position}].index is not an input index.`)
    }
    const types = input?.sighashTypes
    if (types === undefined) return
    if (!Array.isArray(types) || !types.every((t) => Number.isInteger(t) && t >= 0 && t <= 255)) {
      throw bitcoinWalletError(
        -32602,
        `signInputs[${position}].sighashTypes are not sighash types.`,
      )
    }
  })
  return inputs as readonly BitcoinSignInput[]
}
