import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import type { BitcoinNetworkParams } from './bitcoinNetwork.js'

/** One key of a Bitcoin dev account and the address it controls. */
export interface BitcoinKey {
  /** SPEC section 6's account type: payment (P2WPKH, index 0) or ordinal (P2TR, index 1). */
  purpose: 'payment' | 'ordinal'
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** Hex: the 33-byte compressed key (payment) or the 32-byte x-only internal key (ordinal). */
  publicKey: string
  /** The address's output script, to recognise its UTXOs and PSBT inputs. */
  script: Uint8Array
  privateKey: Uint8Array
}

/** A Bitcoin dev account: its payment and ordinal keys. */
export interface BitcoinAccount {
  payment: BitcoinKey
  ordinal: BitcoinKey
}

/** The private keys of one account, hex, as `DevWalletOptions.bitcoin.accounts` holds them. */
export interface BitcoinAccountKeys {
  payment: string
  ordinal: string
}

function privateKeyOf(text: unknown, where: string): Uint8Array {
  const plain = typeof text === 'string' ? text.replace(/^0x/, '') : ''
  if (!/^[0-9a-fA-F]{64}$/.test(plain)) {
    throw new Error(`${where} is not a 32-byte hex private key.`)
  }
  const key = hex.decode(plain.toLowerCase())
  if (!secp256k1.utils.isValidPrivateKey(key)) {
    throw new Error(`${where} is outside the secp256k1 key range.`)
  }
  return key
}

/**
 * The payment (P2WPKH) and ordinal (P2TR key path, the BIP-86 tweak of its x-only key, as
 * `p2tr(xOnlyKey)` computes) addresses of one account's hex private keys on `network`. A key
 * that is not 32 bytes of hex, or not a valid secp256k1 key, throws naming `where`.
 * @example
 * bitcoinAccount({ payment: 'aa..', ordinal: 'bb..' }, regtestNetwork, 'bitcoin.accounts[0]').payment.address // 'bcrt1q...'
 */
export function bitcoinAccount(
  keys: BitcoinAccountKeys,
  network: BitcoinNetworkParams,
  where: string,
): BitcoinAccount {
  const paymentKey = privateKeyOf(keys?.payment, `${where}.payment`)
  const ordinalKey = privateKeyOf(keys?.ordinal, `${where}.ordinal`)
  const compressed = secp256k1.getPublicKey(paymentKey, true)
  const xOnly = secp256k1.getPublicKey(ordinalKey, true).subarray(1)
  const payment = p2wpkh(compressed, network)
  const ordinal = p2tr(xOnly, undefined, network)
  return {
    payment: {
      purpose: 'payment',
      addressType: 'p2wpkh',
      address: payment.address ?? '',
      publicKey: hex.encode(compressed),
      script: payment.script,
      privateKey: paymentKey,
    },
    ordinal: {
      purpose: 'ordinal',
      addressType: 'p2tr',
      address: ordinal.address ?? '',
      publicKey: hex.encode(xOnly),
      script: ordinal.script,
      privateKey: ordinalKey,
    },
  }
}

/** The key of `account` that owns `address`, if either does. */
export function keyOfAddress(account: BitcoinAccount, address: unknown): BitcoinKey | undefined {
  return [account.payment, account.ordinal].find((key) => key.address === address)
}
