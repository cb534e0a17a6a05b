import type { AppKit } from '../AppKit.js'
import { ApiError } from '../api/ApiError.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { cachedNameAnswer } from './nameCaches.js'
import { type NameRecord, parseNameRecord } from './nameRecord.js'

const evmAddress = /^0x[0-9a-fA-F]{40}$/
// An account holds a handful of names; a longer list is not an answer to show.
const maxRecords = 100

async function request(
  appKit: AppKit,
  address: string,
  options: BlockchainApiOptions,
): Promise<readonly NameRecord[]> {
  const path = `/v1/profile/reverse/${address}`
  try {
    const body = await fetchBlockchainApi(
      appKit,
      path,
      { apiVersion: 2 },
      { ...options, what: 'failed to get the names of the account' },
    )
    if (!Array.isArray(body) || body.length > maxRecords) {
      throw invalidResponse(appKit, path, 'The names of the account are not a list of records.')
    }
    const records: NameRecord[] = []
    for (const entry of body) {
      const record = parseNameRecord(entry)
      const name = record?.name.toLowerCase()
      if (record && !records.some((known) => known.name.toLowerCase() === name)) {
        records.push(record)
      }
    }
    return Object.freeze(records)
  } catch (error) {
    // Some deployments say 404 for an account without names: that is an empty list, not a failure.
    if (error instanceof ApiError && error.status === 404) return []
    appKit.logger.warn('Could not look up the names of the account.', error)
    throw error
  }
}

/**
 * The names whose records point back at an EVM address (`GET /v1/profile/reverse/{address}`),
 * newest registration first, each validated; malformed entries and repeats are left out. A
 * reverse record is the service's word only: check a name forward (`getNameRecord`) before
 * showing it as the account's. `[]` without a request for an address that is not 0x EVM. Reused
 * 5 min per address; a failure (an `ApiError`) is logged and not retried for 30 s. A `signal`
 * ends this call's wait, not the request others may share.
 * @example
 * const records = await getNamesOfAddress(appKit, '0x7099…79C8')
 * // [{ name: 'alice.reown.id', addresses: { '60': '0x7099…79C8' } }]
 */
export async function getNamesOfAddress(
  appKit: AppKit,
  address: string,
  options: BlockchainApiOptions = {},
): Promise<NameRecord[]> {
  if (!evmAddress.test(address)) return []
  const key = address.toLowerCase()
  const { signal, ...shared } = options
  const records = await cachedNameAnswer(
    appKit,
    'reverse',
    key,
    () => request(appKit, address, shared),
    signal,
  )
  return [...records]
}
