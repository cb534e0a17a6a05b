import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { regtestNetwork } from './bitcoinRegtest.js'

/** One key of a Bitcoin dev account, hex encoded. */
export interface DevBitcoinKey {
  /** Its regtest address: `bcrt1q...` (payment, P2WPKH) or `bcrt1p...` (ordinal, P2TR). */
  address: string
  /** 33-byte compressed key (payment) or 32-byte x-only internal key (ordinal), hex. */
  publicKey: string
  /** The 32-byte secret scalar, hex. */
  privateKey: string
}

/** A Bitcoin dev account: the two address purposes wallets show, each with its own key. */
export interface BitcoinDevAccount {
  payment: DevBitcoinKey
  ordinal: DevBitcoinKey
}

/** How many dev accounts there are, as many as the EVM and Solana sandboxes have. */
export const bitcoinDevAccountCount = 10

type Purpose = keyof BitcoinDevAccount

/**
 * A fixed text hashed to a scalar. A hash at or above the curve order (odds about 2^-128) is
 * hashed again with a counter, so every index still gets a valid key, deterministically.
 */
function devPrivateKey(purpose: Purpose, index: number): Buffer {
  for (let attempt = 0; ; attempt++) {
    const label = `appkit sandbox bitcoin ${purpose} ${index}${attempt ? ` ${attempt}` : ''}`
    const key = createHash('sha256').update(label).digest()
    if (secp256k1.utils.isValidPrivateKey(key)) return key
  }
}

function paymentKey(index: number): DevBitcoinKey {
  const privateKey = devPrivateKey('payment', index)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  return {
    address: p2wpkh(publicKey, regtestNetwork).address as string,
    publicKey: Buffer.from(publicKey).toString('hex'),
    privateKey: Buffer.from(privateKey).toString('hex'),
  }
}

function ordinalKey(index: number): DevBitcoinKey {
  const privateKey = devPrivateKey('ordinal', index)
  // The x-only internal key; the address commits to its BIP86 tweak (key path, no scripts).
  const publicKey = secp256k1.getPublicKey(privateKey, true).subarray(1)
  return {
    address: p2tr(publicKey, undefined, regtestNetwork).address as string,
    publicKey: Buffer.from(publicKey).toString('hex'),
    privateKey: Buffer.from(privateKey).toString('hex'),
  }
}

const derived = new Map<number, BitcoinDevAccount>()

/**
 * Bitcoin dev account `index` (0 to 9) of the sandbox: a P2WPKH payment key and a P2TR ordinal
 * key, each the SHA-256 of a fixed text (`appkit sandbox bitcoin payment 0`), the same on every
 * run. They are public test keys: never send real coins to them.
 * @example
 * bitcoinDevAccount(0).payment.address // 'bcrt1q...', stable across runs
 */
export function bitcoinDevAccount(index: number): BitcoinDevAccount {
  if (!Number.isInteger(index) || index < 0 || index >= bitcoinDevAccountCount) {
    throw new RangeError(
      `Bitcoin dev account ${index} does not exist: the index is an integer from 0 to ${bitcoinDevAccountCount - 1}`,
    )
  }
  let account = derived.get(index)
  if (!account) {
    account = Object.freeze({ payment: paymentKey(index), ordinal: ordinalKey(index) })
    derived.set(index, account)
  }
  return account
}
