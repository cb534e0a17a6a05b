import { nameCoinType } from '../names/nameRules.js'
import { displayText, isRecord, maxNameLength } from './readFields.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

/** A registered name, validated: what the name service says it stands for. */
export interface NameRecord {
  /** `alice.reown.id`: a dotted name without spaces or hidden characters, at most 64 long. */
  name: string
  /** 0x EVM addresses by coin type, a decimal string ('60', '2147492101'). */
  addresses: Readonly<Record<string, string>>
  /** `https:` (or `http:` on loopback), an image only. */
  avatar?: string
}

const dottedName = /^[^\s./]+(?:\.[^\s./]+)+$/u
// Coin types are unsigned 32-bit numbers, written without leading zeros.
const coinTypeKey = /^(?:0|[1-9]\d{0,9})$/
const evmAddress = /^0x[0-9a-fA-F]{40}$/
// A name lists an address on a few chains; thousands of entries are junk, not a record.
const maxAddresses = 256

/**
 * A name from the service, or `undefined` when it is not one to show: not a string, not a dotted
 * name (spaces, `/`, an empty label), over 64 characters, or carrying characters the text
 * sanitizer strips (bidi controls, zero-width). A name is an identifier: a cleaned or shortened
 * one would be another name, so it is refused rather than repaired.
 * @example nameText('alice.reown.id') // 'alice.reown.id'; nameText('ali\u202ece.reown.id') // undefined
 */
export function nameText(value: unknown): string | undefined {
  const text = displayText(value, maxNameLength + 1)
  if (!text || text !== value || Array.from(text).length > maxNameLength) return undefined
  return dottedName.test(text) ? text : undefined
}

/**
 * A name record of the wire (`{ name, addresses: { [coinType]: { address } }, attributes: {
 * avatar } }`), validated and made safe, else `undefined`. Entries that are not a 0x EVM address
 * under a decimal coin type are left out (a Solana address under 501 is not one the kit uses);
 * an avatar that is not a safe image URL is dropped.
 * @example parseNameRecord({ name: 'alice.reown.id', addresses: { 60: { address } }, attributes: {} })
 */
export function parseNameRecord(value: unknown): NameRecord | undefined {
  if (!isRecord(value) || !isRecord(value.addresses)) return undefined
  const name = nameText(value.name)
  if (!name) return undefined
  const addresses: Record<string, string> = {}
  for (const [coinType, entry] of Object.entries(value.addresses).slice(0, maxAddresses)) {
    const address = isRecord(entry) ? entry.address : undefined
    if (!coinTypeKey.test(coinType) || Number(coinType) > 0xffffffff) continue
    if (typeof address === 'string' && evmAddress.test(address)) addresses[coinType] = address
  }
  const avatar = sanitizeImageUrl(isRecord(value.attributes) ? value.attributes.avatar : undefined)
  return Object.freeze({
    name,
    addresses: Object.freeze(addresses),
    ...(avatar ? { avatar } : {}),
  })
}

/**
 * The address a name stands for on an EVM chain: the one under the chain's coin type
 * (`nameCoinType(chainId)`), else the one under '60' (Ethereum's, which every name the service
 * registers lists).
 * @example nameAddressOn(record, 8453) // record.addresses['2147492101'] ?? record.addresses['60']
 */
export function nameAddressOn(record: NameRecord, chainId: number | string): string | undefined {
  const id = typeof chainId === 'number' ? chainId : /^\d{1,10}$/.test(chainId) ? +chainId : -1
  const onChain =
    Number.isInteger(id) && id >= 0 && id <= 0x7fffffff
      ? record.addresses[String(nameCoinType(id))]
      : undefined
  return onChain ?? record.addresses['60']
}
