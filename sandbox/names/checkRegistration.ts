import { getAddress, type Hex, verifyMessage } from 'viem'
import {
  checkNameLabel,
  nameZone,
  parseRegistrationMessage,
} from '../../runtime/core/names/nameRules.js'
import { describeNameProblem } from './describeNameProblem.js'

/** The body of `POST /v1/profile/account`, its fields typed (the route checks the types). */
export interface RegisterNameBody {
  coin_type: number
  address: string
  /** `registrationMessage(...)`: JSON of name, address, coinType, attributes, timestamp. */
  message: string
  /** The address's `personal_sign` signature over `message`. */
  signature: string
}

/** Why a registration was refused: 400 for a bad request, 409 for a taken name. */
export class NameRefusedError extends Error {
  override name = 'NameRefusedError'
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message)
  }
}

// A registration signed longer ago (or further ahead) than this is refused as stale.
const freshForMs = 10 * 60 * 1000
const zoneSuffix = `.${nameZone}`

function refuse(message: string): never {
  throw new NameRefusedError(400, message)
}

/**
 * The label of a full service name (`alice` of `alice.reown.id`), or a refusal saying what is
 * wrong with it. The name must already be as `checkNameLabel` writes it: lower case, zone once.
 * @example serviceNameLabel('alice.reown.id') // 'alice'; serviceNameLabel('ali.reown.id') throws
 */
export function serviceNameLabel(name: string): string {
  if (!name.endsWith(zoneSuffix)) refuse(`Invalid name: ${name} is not a ${nameZone} name`)
  const label = name.slice(0, -zoneSuffix.length)
  const checked = checkNameLabel(label)
  if (!checked.ok) refuse(`Invalid name: ${name} (${describeNameProblem(checked.problem)})`)
  if (checked.label !== label) {
    refuse(`Invalid name: ${name} (write it as ${checked.label}${zoneSuffix})`)
  }
  return label
}

/**
 * Checks a registration as the name service does, whether the name is free aside: the message is
 * the registration JSON for the body's own address and coin type, that coin type is one of
 * `coinTypes`, the timestamp is within 10 minutes of `nowMs`, the name is a valid one of the zone,
 * and the signature is the address's over the message. Answers the name and the checksummed
 * address; a refusal is a `NameRefusedError` (400) naming what was wrong.
 * @example
 * await checkRegistration(body, new Set([60]), Date.now()) // { name: 'alice.reown.id', address: '0x7099...79C8' }
 */
export async function checkRegistration(
  body: RegisterNameBody,
  coinTypes: ReadonlySet<number>,
  nowMs: number,
): Promise<{ name: string; address: string }> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(body.address)) refuse(`Invalid address: ${body.address}`)
  const message = parseRegistrationMessage(body.message)
  if (!message) {
    refuse(
      'Invalid message: expected the registration JSON { name, address, coinType, attributes, timestamp }',
    )
  }
  if (message.address.toLowerCase() !== body.address.toLowerCase()) {
    refuse(`Invalid message: it names ${message.address}, the request ${body.address}`)
  }
  if (message.coinType !== body.coin_type) {
    refuse(`Invalid coin_type: ${body.coin_type}, the message says ${message.coinType}`)
  }
  if (!coinTypes.has(body.coin_type)) {
    refuse(
      `Invalid coin_type: ${body.coin_type} is not 60 nor a sandbox chain's (${[...coinTypes].join(', ')})`,
    )
  }
  serviceNameLabel(message.name)
  if (Math.abs(nowMs - message.timestamp * 1000) > freshForMs) {
    refuse(
      `Invalid message: its timestamp ${message.timestamp} is more than 10 minutes from now; sign a new one`,
    )
  }
  const address = getAddress(body.address.toLowerCase())
  const valid = await verifyMessage({
    address,
    message: body.message,
    signature: body.signature as Hex,
  }).catch(() => false)
  if (!valid) refuse(`Invalid signature: not ${body.address}'s signature over the message`)
  return { name: message.name, address }
}
