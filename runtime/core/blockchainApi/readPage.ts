import type { AppKit } from '../AppKit.js'
import { invalidResponse } from './fetchBlockchainApi.js'
import { isRecord } from './readFields.js'

// Cursors are opaque, but one longer than this is not a cursor the service wrote.
const maxCursorLength = 2048
// Pages hold tens of entries; an answer with more is refused rather than rendered.
const maxPageEntries = 500

/**
 * The `{ data, next }` envelope of a paged Blockchain API answer (history, NFTs), checked:
 * `data` a list, `next` a cursor string or null. Anything else is an `ApiError` INVALID_RESPONSE.
 * @example const { data, next } = readPage(appKit, path, body)
 */
export function readPage(
  appKit: Pick<AppKit, 'config'>,
  path: string,
  body: unknown,
): { data: unknown[]; next?: string } {
  const next = isRecord(body) ? body.next : undefined
  const validNext =
    next === null ||
    next === undefined ||
    (typeof next === 'string' && next.length <= maxCursorLength)
  if (!isRecord(body) || !Array.isArray(body.data) || !validNext) {
    throw invalidResponse(appKit, path, 'The page is not of the shape { data: [], next }.')
  }
  if (body.data.length > maxPageEntries) {
    throw invalidResponse(appKit, path, 'The page holds more entries than any page should.')
  }
  return { data: body.data, ...(typeof next === 'string' && next ? { next } : {}) }
}
