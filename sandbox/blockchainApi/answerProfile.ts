import { nameZone } from '../../runtime/core/names/nameRules.js'
import { NameRefusedError, type RegisterNameBody } from '../names/checkRegistration.js'
import type { NameRegistry } from '../names/createNameRegistry.js'
import type { BlockchainApiAnswer, ProfileNameRecord } from './BlockchainApiTypes.js'
import { fail, json } from './jsonAnswer.js'

const routes: readonly { pattern: RegExp; method: 'GET' | 'POST' }[] = [
  { pattern: /^\/v1\/profile\/account$/, method: 'POST' },
  { pattern: /^\/v1\/profile\/(account|reverse|suggestions)\/[^/]+$/, method: 'GET' },
]

/**
 * The HTTP method of a name-service route, or undefined for a path that is not one.
 * @example profileRouteMethod('/v1/profile/reverse/0xf39F...2266') // 'GET'
 */
export function profileRouteMethod(pathname: string): 'GET' | 'POST' | undefined {
  return routes.find((route) => route.pattern.test(pathname))?.method
}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** The typed fields of a registration body, or the 400 that says which one is wrong. */
function readRegisterBody(body: unknown): RegisterNameBody | BlockchainApiAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(400, 'Invalid body: expected a JSON object')
  }
  const { coin_type, address, message, signature } = body as Record<string, unknown>
  if (typeof coin_type !== 'number' || !Number.isSafeInteger(coin_type) || coin_type < 0) {
    return fail(400, 'Invalid coin_type: expected a non-negative integer')
  }
  for (const [field, value] of Object.entries({ address, message, signature })) {
    if (typeof value !== 'string' || value === '') {
      return fail(400, `Invalid ${field}: expected a non-empty string`)
    }
  }
  return { coin_type, address, message, signature } as RegisterNameBody
}

/** A record as answered: an avatar that is a path on the stand-in becomes an absolute URL. */
function resolveAvatar(record: ProfileNameRecord, assetsUrl: string): ProfileNameRecord {
  const { avatar } = record.attributes
  return avatar?.startsWith('/')
    ? { ...record, attributes: { ...record.attributes, avatar: new URL(avatar, assetsUrl).href } }
    : record
}

/**
 * Answers one name-service route of the stand-in over the run's registry (the method and project
 * id are checked before, by `answerBlockchainApi`): a name's record (404 when not registered), the
 * names of an address, suggestions for a label, and a registration (400 with the reason, 409 when
 * the name is taken).
 * @example
 * await answerProfile({ pathname: '/v1/profile/account/alice.reown.id', params, body: undefined }, names, assetsUrl)
 * // { status: 404, body: '{"message":"Name not found: alice.reown.id"}' }
 */
export async function answerProfile(
  request: { pathname: string; params: URLSearchParams; body: unknown },
  names: NameRegistry,
  assetsUrl: string,
): Promise<BlockchainApiAnswer> {
  const { pathname, params } = request
  if (pathname === '/v1/profile/account') {
    const body = readRegisterBody(request.body)
    if ('status' in body) return body
    try {
      return json(200, resolveAvatar(await names.register(body), assetsUrl))
    } catch (error) {
      if (error instanceof NameRefusedError) return fail(error.status, error.message)
      throw error
    }
  }
  const [, , , kind = '', raw = ''] = pathname.split('/')
  const value = decode(raw)
  if (kind === 'account') {
    const record = names.lookup(value)
    return record
      ? json(200, resolveAvatar(record, assetsUrl))
      : fail(404, `Name not found: ${value}`)
  }
  if (kind === 'reverse') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return fail(400, `Invalid address: ${value}`)
    return json(
      200,
      names.reverse(value).map((record) => resolveAvatar(record, assetsUrl)),
    )
  }
  const zone = params.get('zone')
  if (zone !== null && zone !== nameZone) {
    return fail(400, `Unsupported zone: ${zone} (the sandbox serves ${nameZone})`)
  }
  return json(200, { suggestions: names.suggestions(value) })
}
