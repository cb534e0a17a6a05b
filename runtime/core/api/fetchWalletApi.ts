import { ApiError } from './ApiError.js'
import { type WalletApiContext, walletApiTimeoutMs } from './WalletApiContext.js'
import { displayApiUrl, type WalletApiQueryValue, walletApiUrl } from './walletApiUrl.js'

/** Options of one call. */
export interface WalletApiCallOptions {
  /** Cancels the call; a cancelled call rejects with the signal's reason, not an `ApiError`. */
  signal?: AbortSignal | undefined
  /** Said in a 5xx error's details: what could not be fetched ('failed to get the wallet list'). */
  what?: string
  /** Default 'GET'. The Blockchain API's price and generator calls are POSTs (SPEC section 7). */
  method?: 'GET' | 'POST'
  /** Sent as JSON with a POST. */
  body?: unknown
}

// Answers this large are not registry pages; refuse them rather than parse megabytes.
const maxBodyLength = 4 * 1024 * 1024

// SPEC section 8: the service's own words for a refused project or origin, in ours.
const forbiddenMessages: Record<string, string> = {
  'Unauthorized: origin not allowed': 'origin not on the allowlist',
  'Unauthorized: invalid key': 'Invalid Project ID',
  'Unauthorized: missing projectId': 'Invalid Project ID',
  'JWT validation error: JWT Token is not yet valid': 'check your time settings',
}

function serverMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown }
    return typeof body?.message === 'string' ? body.message.slice(0, 200) : undefined
  } catch {
    return undefined
  }
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header)
  return header && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

/**
 * One signal for the caller's cancel and the timeout (AbortSignal.any is too new to rely on), and
 * the function that detaches it again, so a long-lived caller signal does not collect listeners.
 */
function combine(timeout: AbortSignal, signal: AbortSignal | undefined) {
  if (!signal) return { signal: timeout, release: () => undefined }
  const controller = new AbortController()
  const onCancel = () => controller.abort(signal.reason)
  const onTimeout = () => controller.abort(timeout.reason)
  if (signal.aborted) onCancel()
  signal.addEventListener('abort', onCancel)
  timeout.addEventListener('abort', onTimeout)
  const release = () => {
    signal.removeEventListener('abort', onCancel)
    timeout.removeEventListener('abort', onTimeout)
  }
  return { signal: controller.signal, release }
}

/**
 * GETs (or POSTs JSON to) a Wallet API or Blockchain API route and returns its parsed JSON body, still `unknown`: the caller validates
 * the shape. Every failure is an `ApiError` (SPEC section 8: 429 RATE_LIMITED, 5xx SERVER_ERROR,
 * 401 / 403 'Invalid App Configuration', other statuses and no answer HTTP_REQUEST_FAILED, the
 * timeout HTTP_REQUEST_TIMEOUT, a body that is not JSON INVALID_RESPONSE).
 * @example const body = await fetchWalletApi(api, '/appkit/v1/config', {})
 */
export async function fetchWalletApi(
  api: WalletApiContext,
  path: string,
  query: Record<string, WalletApiQueryValue>,
  options: WalletApiCallOptions = {},
): Promise<unknown> {
  const url = walletApiUrl(api, path, query)
  const where = displayApiUrl(url)
  const timeoutMs = api.timeoutMs ?? walletApiTimeoutMs
  const timeout = AbortSignal.timeout(timeoutMs)
  // Read at call time, and called unbound: `window.fetch` throws when called as a method of another object.
  const doFetch = api.fetch ?? globalThis.fetch
  const combined = combine(timeout, options.signal)
  let response: Response
  let text: string
  try {
    // One signal covers connecting, the headers and the body: a stalled body is a timeout too.
    const post = options.method === 'POST'
    response = await doFetch(url, {
      method: post ? 'POST' : 'GET',
      signal: combined.signal,
      headers: post
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      ...(post ? { body: JSON.stringify(options.body ?? {}) } : {}),
    })
    text = await response.text()
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason
    if (timeout.aborted) {
      const details = `No answer within ${timeoutMs / 1000} s.`
      throw new ApiError('HTTP_REQUEST_TIMEOUT', { url: where, details, cause: error })
    }
    const details = 'No answer from the service: offline, or the address is unreachable.'
    throw new ApiError('HTTP_REQUEST_FAILED', { url: where, details, cause: error })
  } finally {
    combined.release()
  }
  const { status } = response
  if (status === 429) {
    const retryAfter = retryAfterMs(response.headers.get('retry-after'))
    const details = 'Too many requests; try again in a minute.'
    throw new ApiError('RATE_LIMITED', { url: where, status, details, retryAfterMs: retryAfter })
  }
  if (status >= 500 && status <= 599) {
    const details = options.what ?? 'the service failed to answer'
    throw new ApiError('SERVER_ERROR', { url: where, status, details })
  }
  if (status === 401 || status === 403) {
    const message = serverMessage(text)
    const details = (message && forbiddenMessages[message]) ?? 'origin not on the allowlist'
    throw new ApiError('INVALID_APP_CONFIGURATION', { url: where, status, details })
  }
  if (status < 200 || status > 299) {
    const details = serverMessage(text) ?? `The service answered ${status}.`
    throw new ApiError('HTTP_REQUEST_FAILED', { url: where, status, details })
  }
  if (text.length > maxBodyLength) {
    throw new ApiError('INVALID_RESPONSE', {
      url: where,
      status,
      details: 'The answer is too large.',
    })
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const details = 'The answer is not valid JSON.'
    throw new ApiError('INVALID_RESPONSE', { url: where, status, details, cause: error })
  }
}
