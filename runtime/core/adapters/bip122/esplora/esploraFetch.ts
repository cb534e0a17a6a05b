import { ApiError } from '../../../api/ApiError.js'

/** SPEC section 7's RPC timeout: a data source that never answers must not hang a read or send. */
export const esploraTimeoutMs = 10_000
// Answers this large are not what these five calls return; refuse rather than parse megabytes.
const maxBodyLength = 4 * 1024 * 1024
// Control and format characters (C0, C1, bidi overrides, zero-width) are dropped from the
// server's words: they must not repaint a terminal or reorder the reason (SECURITY.md).
const unsafeText = /[\p{Cc}\p{Cf}]/gu

/** A server's text as a short, printable reason. */
function serverReason(text: string): string {
  return text.replace(unsafeText, ' ').trim().slice(0, 300)
}

export interface EsploraFetchOptions {
  method?: 'GET' | 'POST'
  /** Sent as text/plain (POST /tx takes the raw transaction hex). */
  body?: string
  /** Resolve `undefined` on 404 instead of failing (an unknown transaction). */
  notFound?: 'undefined'
}

/**
 * One call to an Esplora REST API at `baseUrl` (a network's `rpcUrls.default.http[0]`), bounded by
 * `esploraTimeoutMs`; resolves with the answer's text. Every failure is an `ApiError` naming the
 * call and its status: RATE_LIMITED (429), SERVER_ERROR (5xx), HTTP_REQUEST_FAILED (another
 * status, with the server's own words, or no answer), HTTP_REQUEST_TIMEOUT, INVALID_RESPONSE
 * (an answer too large).
 * @example const text = await esploraFetch('https://mempool.space/api', '/blocks/tip/height')
 */
export async function esploraFetch(
  baseUrl: string,
  path: string,
  options: EsploraFetchOptions = {},
): Promise<string | undefined> {
  const method = options.method ?? 'GET'
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`
  const call = `${method} ${path}`
  const timeout = AbortSignal.timeout(esploraTimeoutMs)
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method,
      signal: timeout,
      ...(options.body === undefined
        ? {}
        : { body: options.body, headers: { 'content-type': 'text/plain' } }),
    })
    text = await response.text()
  } catch (error) {
    if (timeout.aborted) {
      const details = `${call}: no answer within ${esploraTimeoutMs / 1000} s.`
      throw new ApiError('HTTP_REQUEST_TIMEOUT', { url, details, cause: error })
    }
    const details = `${call}: no answer from the Bitcoin data source (offline, or unreachable).`
    throw new ApiError('HTTP_REQUEST_FAILED', { url, details, cause: error })
  }
  const { status } = response
  if (status === 404 && options.notFound === 'undefined') return undefined
  if (status < 200 || status > 299) {
    const words = serverReason(text)
    const details = `${call} answered ${status}${words ? `: ${words}` : '.'}`
    const code =
      status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'SERVER_ERROR' : 'HTTP_REQUEST_FAILED'
    throw new ApiError(code, { url, status, details })
  }
  if (text.length > maxBodyLength) {
    throw new ApiError('INVALID_RESPONSE', {
      url,
      status,
      details: `${call}: the answer is too large.`,
    })
  }
  return text
}

/**
 * `esploraFetch` of a JSON answer, parsed (still `unknown`: the caller checks its shape).
 * @example const stats = await esploraJson(baseUrl, `/address/${address}`)
 */
export async function esploraJson(baseUrl: string, path: string): Promise<unknown> {
  const text = (await esploraFetch(baseUrl, path)) as string
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const url = `${baseUrl.replace(/\/+$/, '')}${path}`
    const details = `GET ${path}: the answer is not JSON.`
    throw new ApiError('INVALID_RESPONSE', { url, details, cause: error })
  }
}

/**
 * The error of an answer of the wrong shape, naming the call and what was wrong with it.
 * @example throw invalidAnswer(baseUrl, path, 'chain_stats.funded_txo_sum is not a number of sats')
 */
export function invalidAnswer(
  baseUrl: string,
  path: string,
  what: string,
  method: 'GET' | 'POST' = 'GET',
): ApiError {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`
  return new ApiError('INVALID_RESPONSE', { url, details: `${method} ${path}: ${what}.` })
}
