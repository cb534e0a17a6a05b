import type { AppKit } from '../AppKit.js'
import { ApiError } from '../api/ApiError.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { cachedNameAnswer } from './nameCaches.js'
import { type NameRecord, parseNameRecord } from './nameRecord.js'

// A name has dot-separated labels, none empty: '.' and '..' would be path segments the URL
// parser resolves, reaching another route of the service.
const lookupName = /^[^\s./]+(?:\.[^\s./]+)+$/u
const maxLookupLength = 255

/** Whether a failure is the service saying the name is not registered. */
const isNotRegistered = (error: unknown) =>
  error instanceof ApiError && error.code === 'HTTP_REQUEST_FAILED' && error.status === 404

async function request(
  appKit: AppKit,
  name: string,
  options: BlockchainApiOptions,
): Promise<NameRecord | undefined> {
  const path = `/v1/profile/account/${encodeURIComponent(name)}`
  try {
    const body = await fetchBlockchainApi(
      appKit,
      path,
      { apiVersion: 2 },
      { ...options, what: 'failed to look up the name' },
    )
    const record = parseNameRecord(body)
    if (!record) throw invalidResponse(appKit, path, 'The answer is not a name record.')
    // The record of another name would send funds, or lend a name, to someone else.
    if (record.name.toLowerCase() !== name) {
      throw invalidResponse(appKit, path, 'The answer is the record of another name.')
    }
    return record
  } catch (error) {
    if (isNotRegistered(error)) return undefined
    // Logged once per failed lookup; the cache repeats the failure silently for 30 s.
    appKit.logger.warn('Could not look up the name.', error)
    throw error
  }
}

/**
 * The record of a registered name (`GET /v1/profile/account/{name}?apiVersion=2`): its addresses
 * by coin type and its avatar, validated; `undefined` when the name is not registered (404), or
 * is not a dotted name at all (then nothing is asked). Case and outer spaces do not matter.
 * Reused 5 min per name; a failure (an `ApiError`) is logged and not retried for 30 s. A `signal`
 * ends this call's wait (rejecting with its reason), not the request others may share.
 * @example
 * const record = await getNameRecord(appKit, 'alice.reown.id')
 * // { name: 'alice.reown.id', addresses: { '60': '0x7099…79C8' }, avatar: 'https://…' }
 */
export async function getNameRecord(
  appKit: AppKit,
  name: string,
  options: BlockchainApiOptions = {},
): Promise<NameRecord | undefined> {
  const key = name.trim().toLowerCase()
  if (key.length > maxLookupLength || !lookupName.test(key)) return undefined
  const { signal, ...shared } = options
  return cachedNameAnswer(appKit, 'forward', key, () => request(appKit, key, shared), signal)
}
