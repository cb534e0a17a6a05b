import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { OutScript } from '@scure/btc-signer'
import { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet } from '../bip322/BitcoinNetworkParams.js'
import { bitcoinNetworkName, bitcoinNetworkOf } from './bitcoinNetworkOf.js'

export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** A Bitcoin address read: its type, the script that locks coins sent to it, its canonical text. */
export interface DecodedBitcoinAddress {
  type: BitcoinAddressType
  outputScript: Uint8Array
  /** The address as wallets write it: bech32 in lower case, base58 as given. */
  address: string
}

const base58check = createBase58check(sha256)
const bech32Data = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/
const base58Text = /^[1-9A-HJ-NP-Za-km-z]+$/
// Which network family each prefix belongs to, for the wrong-network message.
const bech32Families: Record<string, string> = {
  [bitcoinMainnet.bech32]: 'mainnet',
  [bitcoinTestnet.bech32]: 'testnet',
  [bitcoinRegtest.bech32]: 'regtest',
}
const base58Families: Record<number, string> = {
  [bitcoinMainnet.pubKeyHash]: 'mainnet',
  [bitcoinMainnet.scriptHash]: 'mainnet',
  [bitcoinTestnet.pubKeyHash]: 'testnet or regtest',
  [bitcoinTestnet.scriptHash]: 'testnet or regtest',
}
const checksumReason =
  'Its checksum does not match: a character is wrong, missing or swapped. Copy it again.'

function fail(reason: string): never {
  throw new Error(reason)
}

/** A segwit address (BIP-173, BIP-350): its witness version and program, or why not. */
function readSegwit(text: string): { hrp: string; type: BitcoinAddressType; program: Uint8Array } {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) {
    fail('It mixes upper and lower case; a bech32 address is written in one case only.')
  }
  const lower = text.toLowerCase() as `${string}1${string}`
  const separator = lower.lastIndexOf('1')
  if (!bech32Data.test(lower.slice(separator + 1))) {
    fail('It has characters a bech32 address never uses (after "1": no b, i, o or 1).')
  }
  const asBech32 = bech32.decodeUnsafe(lower, 90)
  const asBech32m = bech32m.decodeUnsafe(lower, 90)
  const decoded = asBech32 || asBech32m
  if (!decoded) fail(checksumReason)
  const [version, ...words] = decoded.words
  if (version === undefined) fail('It has no witness version.')
  if (version > 16) fail(`Its witness version ${version} does not exist (0 to 16).`)
  // BIP-350: version 0 keeps bech32's checksum, every later version uses bech32m.
  if (version === 0 && !asBech32) {
    fail('A version 0 address (bc1q...) uses the bech32 checksum, not bech32m (BIP-350).')
  }
  if (version > 0 && !asBech32m) {
    fail(`A version ${version} address uses the bech32m checksum, not bech32 (BIP-350).`)
  }
  const program = bech32.fromWordsUnsafe(words)
  if (!program) fail('Its data does not end on a whole byte (bad padding).')
  const length = program.length
  if (version === 0) {
    if (length === 20) return { hrp: decoded.prefix, type: 'p2wpkh', program }
    if (length === 32) return { hrp: decoded.prefix, type: 'p2wsh', program }
    fail(`A version 0 witness program is 20 or 32 bytes; this one is ${length}.`)
  }
  if (version === 1) {
    if (length === 32) return { hrp: decoded.prefix, type: 'p2tr', program }
    fail(`A taproot (version 1) witness program is 32 bytes; this one is ${length}.`)
  }
  return fail(`Witness version ${version} is not in use yet: no wallet could spend from it.`)
}

function outputScriptOf(type: BitcoinAddressType, program: Uint8Array): Uint8Array {
  switch (type) {
    case 'p2pkh':
      return OutScript.encode({ type: 'pkh', hash: program })
    case 'p2sh':
      return OutScript.encode({ type: 'sh', hash: program })
    case 'p2wpkh':
      return OutScript.encode({ type: 'wpkh', hash: program })
    case 'p2wsh':
      return OutScript.encode({ type: 'wsh', hash: program })
    case 'p2tr':
      return OutScript.encode({ type: 'tr', pubkey: program })
  }
}

/**
 * Reads a Bitcoin address of the network `caipNetworkId` (`bitcoinNetworkOf`: mainnet, testnet,
 * regtest; other ids take testnet's prefixes), or of any of those three when it is not given.
 * Legacy (P2PKH `1...`), P2SH (`3...`), segwit v0 (P2WPKH, P2WSH) and taproot addresses.
 * Throws an `Error` whose message is the reason, written for the person who typed it: a bad
 * checksum, mixed case, bech32 where BIP-350 wants bech32m and back, a prefix that is no
 * network's, a wrong program length, an unknown witness version, or an address of another network
 * (which it names).
 * @example
 * decodeBitcoinAddress('bcrt1q...', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328').type // 'p2wpkh'
 */
export function decodeBitcoinAddress(text: string, caipNetworkId?: string): DecodedBitcoinAddress {
  // Bech32's own limit; decoding longer text would only waste time on what cannot be an address.
  if (text.length > 90) fail('A Bitcoin address is at most 90 characters long.')
  const lower = text.toLowerCase()
  const params = caipNetworkId === undefined ? undefined : bitcoinNetworkOf(caipNetworkId)
  const wrongNetwork = (family: string) =>
    fail(`This is a ${family} address; this network is ${bitcoinNetworkName(caipNetworkId ?? '')}.`)
  const hrp = Object.keys(bech32Families).find((prefix) => lower.startsWith(`${prefix}1`))
  if (hrp !== undefined) {
    const { hrp: prefix, type, program } = readSegwit(text)
    // The decoder splits at the last "1": a valid string such as "bc1q1qq..." has the prefix
    // "bc1q", which is no network's, though the text starts like a mainnet address.
    if (prefix !== hrp) {
      fail(
        `Its prefix is "${prefix}", not "${hrp}": a Bitcoin address has one "1" before its data.`,
      )
    }
    if (params && params.bech32 !== hrp) wrongNetwork(bech32Families[hrp] as string)
    return { type, outputScript: outputScriptOf(type, program), address: lower }
  }
  if (!base58Text.test(text)) {
    fail(
      'This is not a Bitcoin address: it starts with neither bc1, tb1 nor bcrt1, and has ' +
        'characters a legacy address never uses (0, O, I, l or symbols).',
    )
  }
  let payload: Uint8Array
  try {
    payload = base58check.decode(text)
  } catch {
    return fail(checksumReason)
  }
  const version = payload[0] ?? -1
  const family = base58Families[version]
  if (payload.length !== 21 || family === undefined) {
    fail('This is not a Bitcoin address: its version or length is not one of a Bitcoin address.')
  }
  if (params && version !== params.pubKeyHash && version !== params.scriptHash) {
    wrongNetwork(family)
  }
  const type =
    version === bitcoinMainnet.pubKeyHash || version === bitcoinTestnet.pubKeyHash
      ? 'p2pkh'
      : 'p2sh'
  return { type, outputScript: outputScriptOf(type, payload.subarray(1)), address: text }
}
