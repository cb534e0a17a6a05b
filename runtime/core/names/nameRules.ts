// The name service's rules in one place, shared by the kit (registration, send, identity) and by
// the sandbox's stand-in registry. Pure: nothing here reads state or the network.
import { getAddress, isAddress } from 'viem'

/** The zone names are registered in (SPEC section 9: the default zone suffix). */
export const nameZone = 'reown.id'
/** The zone of names registered before `reown.id`: still resolved, never offered. */
export const legacyNameZone = 'wcn.id'
/** Shortest label (SPEC section 5: at least 4 characters). */
const minNameLabelLength = 4
/** Longest label: room for a word or two, short enough to show whole in the account view. */
const maxNameLabelLength = 32

/** Why a typed label cannot be registered; `character` is the first offending one, as typed. */
export type NameProblem =
  | { kind: 'empty' }
  | { kind: 'tooShort' }
  | { kind: 'tooLong' }
  | { kind: 'character'; character: string }
  | { kind: 'hyphenAtEdge' }
  | { kind: 'doubleHyphen' }

export type NameLabelCheck = { ok: true; label: string } | { ok: false; problem: NameProblem }

/** The fields a registration signs (`registrationMessage`). */
export interface RegistrationFields {
  /** The full name, `alice.reown.id`. */
  name: string
  /** 0x EVM address; written checksummed. */
  address: string
  /** `nameCoinType(chainId)` of the network the name is registered from. */
  coinType: number
  /** Unix seconds. */
  timestamp: number
}

const zoneSuffix = `.${nameZone}`

// Lowers A-Z only: String#toLowerCase maps some non-ASCII letters onto ASCII ones (the Kelvin
// sign onto 'k') and changes the length of others ('İ'), which would let a look-alike through.
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())

/**
 * Whether `name` is in the name service's zones (`alice.reown.id`, `bob.wcn.id`), whatever its
 * case and outer spaces: such names resolve through the service, not ENS.
 * @example isServiceName('Alice.reown.id') // true; isServiceName('vitalik.eth') // false
 */
export function isServiceName(name: string): boolean {
  const lower = name.trim().toLowerCase()
  return lower.endsWith(zoneSuffix) || lower.endsWith(`.${legacyNameZone}`)
}

/**
 * Checks a label typed to register (what comes before `.reown.id`): ASCII letters, digits and
 * hyphen only, 4 to 32 of them, no hyphen first or last, no two in a row (keeps out `xn--`
 * punycode, which can spell look-alikes). ASCII alone rules out homoglyphs, mixed scripts, emoji,
 * spaces and dots. Upper case is accepted and lowered; outer spaces and a pasted `.reown.id`
 * suffix are dropped. Problems are reported in a fixed order: empty, character, hyphenAtEdge,
 * doubleHyphen, tooShort, tooLong.
 * @example
 * checkNameLabel('Alice') // { ok: true, label: 'alice' }
 * checkNameLabel('alice.reown.id') // { ok: true, label: 'alice' }
 * checkNameLabel('аlice') // { ok: false, problem: { kind: 'character', character: 'а' } } (Cyrillic а)
 */
export function checkNameLabel(text: string): NameLabelCheck {
  let typed = text.trim()
  if (lowerAscii(typed).endsWith(zoneSuffix)) typed = typed.slice(0, -zoneSuffix.length)
  const problem = (found: NameProblem): NameLabelCheck => ({ ok: false, problem: found })
  if (typed === '') return problem({ kind: 'empty' })
  // Code points, so an emoji is reported whole rather than as half a surrogate pair.
  for (const character of typed) {
    if (!/^[a-zA-Z0-9-]$/.test(character)) return problem({ kind: 'character', character })
  }
  const label = lowerAscii(typed)
  if (label.startsWith('-') || label.endsWith('-')) return problem({ kind: 'hyphenAtEdge' })
  if (label.includes('--')) return problem({ kind: 'doubleHyphen' })
  if (label.length < minNameLabelLength) return problem({ kind: 'tooShort' })
  if (label.length > maxNameLabelLength) return problem({ kind: 'tooLong' })
  return { ok: true, label }
}

/**
 * The coin type a name lists an EVM chain's address under (ENSIP-11, SPEC section 9): the chain
 * id with the 0x80000000 flag, as an unsigned 32-bit number.
 * @throws RangeError when `chainId` is not an integer in 0 .. 0x7fffffff.
 * @example nameCoinType(8453) // 2147492101
 */
export function nameCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId > 0x7fffffff) {
    throw new RangeError(`${chainId} is not a chain id a name coin type can be made of.`)
  }
  return (0x80000000 | chainId) >>> 0
}

/**
 * The message an account signs to register a name: JSON of exactly `{ name, address, coinType,
 * attributes: {}, timestamp }`, in that order (the service checks the signature over these bytes).
 * @throws viem's InvalidAddressError when `address` is not an EVM address.
 * @example
 * registrationMessage({ name: 'alice.reown.id', address, coinType: 60, timestamp: 1700000000 })
 * // '{"name":"alice.reown.id","address":"0x7099…","coinType":60,"attributes":{},"timestamp":1700000000}'
 */
export function registrationMessage(fields: RegistrationFields): string {
  const { name, coinType, timestamp } = fields
  const address = getAddress(fields.address)
  return JSON.stringify({ name, address, coinType, attributes: {}, timestamp })
}

// A registration message is a few hundred characters; more is not one.
const maxMessageLength = 1024
const messageKeys = ['name', 'address', 'coinType', 'attributes', 'timestamp'].sort().join()

/**
 * Reads a registration message back (the sandbox's registry does): exactly the five fields of
 * `registrationMessage`, each of the right type, else `undefined`. The name is not checked here
 * (`checkNameLabel` does), nor the signature.
 * @example parseRegistrationMessage(registrationMessage(fields)) // the same fields
 */
export function parseRegistrationMessage(text: string): RegistrationFields | undefined {
  if (text.length > maxMessageLength) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
  const { name, address, coinType, attributes, timestamp } = parsed as Record<string, unknown>
  const isObject = typeof attributes === 'object' && attributes !== null
  if (
    Object.keys(parsed).sort().join() !== messageKeys ||
    typeof name !== 'string' ||
    name === '' ||
    typeof address !== 'string' ||
    // Mixed case must be a valid checksum (viem's strict check): a typo is not another address.
    !isAddress(address) ||
    !Number.isInteger(coinType) ||
    (coinType as number) < 0 ||
    (coinType as number) > 0xffffffff ||
    !isObject ||
    Array.isArray(attributes) ||
    !Number.isSafeInteger(timestamp) ||
    (timestamp as number) < 0
  ) {
    return undefined
  }
  return { name, address, coinType: coinType as number, timestamp: timestamp as number }
}
