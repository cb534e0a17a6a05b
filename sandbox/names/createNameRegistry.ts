import { getAddress } from 'viem'
import { checkNameLabel, nameCoinType, nameZone } from '../../runtime/core/names/nameRules.js'
import type {
  ProfileNameRecord,
  ProfileNameSuggestion,
} from '../blockchainApi/BlockchainApiTypes.js'
import {
  checkRegistration,
  NameRefusedError,
  type RegisterNameBody,
  serviceNameLabel,
} from './checkRegistration.js'

/** A name the registry holds from the start, e.g. a dev account's. */
export interface NameSeed {
  /** The full name, `sandbox-friend.reown.id`. */
  name: string
  address: string
  /** An https URL, or a path on the stand-in (`/assets/avatar-1.svg`). */
  avatar?: string
  bio?: string
}

export interface CreateNameRegistryOptions {
  /** The sandbox chain ids: a registration may name their coin types, or 60. */
  chainIds: readonly number[]
  /** Registered at creation, listed under 60 and under every chain's coin type. */
  seeds?: readonly NameSeed[]
  /**
   * Test-only: address -> a name registered to ANOTHER address, which `reverse(address)` then
   * lists first anyway, as a lying or stale reverse record would. The kit must check the name
   * forward and not show it. A claim whose name is not registered (yet) adds nothing.
   */
  reverseClaims?: Readonly<Record<string, string>>
  /** Milliseconds since the epoch (tests move it); default `Date.now`. */
  now?: () => number
}

/** The sandbox's name service: what the `/v1/profile/*` routes read and write. */
export interface NameRegistry {
  /** Checks and records a registration; rejects with a `NameRefusedError`. */
  register(body: RegisterNameBody): Promise<ProfileNameRecord>
  /** The record of a full name (any case), or undefined when it is not registered. */
  lookup(name: string): ProfileNameRecord | undefined
  /** The records listing the address (any case), newest registration first; claims before them. */
  reverse(address: string): ProfileNameRecord[]
  /** The label itself when free, then a few variants, each with whether it is taken. */
  suggestions(label: string): ProfileNameSuggestion[]
}

const zoneSuffix = `.${nameZone}`

/**
 * An in-memory name service for one sandbox run, with the rules of the real one as the contract
 * states them: a registration is the address's signature over the registration message, for the
 * message's own address and coin type (60 or a sandbox chain's), signed within 10 minutes, for a
 * free name of the zone. Refusals are `NameRefusedError`s whose message names what was wrong.
 * @example
 * const names = createNameRegistry({ chainIds: [31337, 31338] })
 * await names.register({ coin_type: 60, address, message, signature })
 * names.lookup('alice.reown.id') // { name: 'alice.reown.id', addresses: { '60': { address } }, ... }
 */
export function createNameRegistry(options: CreateNameRegistryOptions): NameRegistry {
  const now = options.now ?? Date.now
  const coinTypes = new Set([60, ...options.chainIds.map(nameCoinType)])
  // Keyed by the lower-case full name; insertion order breaks ties of `registered` (newest last).
  const records = new Map<string, ProfileNameRecord>()
  const claims = new Map(
    Object.entries(options.reverseClaims ?? {}).map(([address, name]) => [
      address.toLowerCase(),
      name.trim().toLowerCase(),
    ]),
  )
  const copy = (record: ProfileNameRecord): ProfileNameRecord => structuredClone(record)
  const seconds = () => Math.floor(now() / 1000)

  for (const seed of options.seeds ?? []) {
    const name = seed.name.toLowerCase()
    serviceNameLabel(name)
    const address = getAddress(seed.address.toLowerCase())
    const at = seconds()
    records.set(name, {
      name,
      registered: at,
      updated: at,
      addresses: Object.fromEntries([...coinTypes].map((coinType) => [coinType, { address }])),
      attributes: {
        ...(seed.avatar !== undefined && { avatar: seed.avatar }),
        ...(seed.bio !== undefined && { bio: seed.bio }),
      },
    })
  }

  const listsAddress = (record: ProfileNameRecord, address: string) =>
    Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === address)

  return {
    async register(body) {
      const { name, address } = await checkRegistration(body, coinTypes, now())
      // Checked after the await: of two registrations racing for a name, the first recorded wins.
      if (records.has(name)) throw new NameRefusedError(409, 'Name is already registered')
      const at = seconds()
      const record: ProfileNameRecord = {
        name,
        registered: at,
        updated: at,
        addresses: { [body.coin_type]: { address }, '60': { address } },
        attributes: {},
      }
      records.set(name, record)
      return copy(record)
    },
    lookup(name) {
      const record = records.get(name.trim().toLowerCase())
      return record && copy(record)
    },
    reverse(address) {
      const wanted = address.toLowerCase()
      const own = [...records.values()]
        .filter((record) => listsAddress(record, wanted))
        .reverse()
        .sort((a, b) => b.registered - a.registered)
      const claimed = records.get(claims.get(wanted) ?? '')
      const listed = claimed && !own.includes(claimed) ? [claimed, ...own] : own
      return listed.map(copy)
    },
    suggestions(typed) {
      const text = typed.trim().toLowerCase()
      const label = text.endsWith(zoneSuffix) ? text.slice(0, -zoneSuffix.length) : text
      const variants = [`${label}1`, `${label}2`, `${label}3`, `${label}-app`]
      const valid = (candidate: string) => checkNameLabel(candidate).ok
      const taken = (candidate: string) => records.has(`${candidate}${zoneSuffix}`)
      return [...(valid(label) && !taken(label) ? [label] : []), ...variants.filter(valid)].map(
        (candidate) => ({ name: `${candidate}${zoneSuffix}`, registered: taken(candidate) }),
      )
    },
  }
}
