import type * as z from 'zod/mini'
import { walletApiUrl } from '../../runtime/core/api/walletApiUrl.js'
import { terminalText } from '../terminalText.js'
import type { RemoteCheckContext } from './DoctorCheck.js'
import { describeFetchError } from './describeFetchError.js'
import { describeShapeError } from './describeShapeError.js'

/** Why a Wallet API call gave no usable data, in the categories of SPEC section 8. */
export type WalletApiFailure =
  | { kind: 'rateLimited'; status: number }
  | { kind: 'serverError'; status: number }
  /** `message` is the body's, as `terminalText` shows it (escaped, at most 200 characters). */
  | { kind: 'forbidden'; status: number; message: string | undefined }
  | { kind: 'status'; status: number; message: string | undefined }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'malformed' }
  | { kind: 'shape'; problem: string }

export type WalletApiResult<T> = { ok: true; data: T } | { ok: false; failure: WalletApiFailure }

function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown }
    // The service's own words, escaped and capped: a report line is no place for a page of text.
    return typeof body.message === 'string' ? terminalText(body.message, 200) : undefined
  } catch {
    return undefined
  }
}

/**
 * GETs a Wallet API route and validates the JSON answer against `schema`. Never throws: every
 * failure (offline, timeout, HTTP status, bad JSON, bad shape) comes back as a `failure`.
 * @example
 * const result = await fetchWalletApi(context, '/projects/v1/origins', {}, originsSchema)
 * if (result.ok) console.log(result.data.allowedOrigins)
 */
export async function fetchWalletApi<T>(
  context: RemoteCheckContext,
  path: string,
  query: Record<string, string>,
  schema: z.ZodMiniType<T>,
): Promise<WalletApiResult<T>> {
  let status: number
  let text: string
  try {
    // One signal covers connecting, the headers and the body: a stalled body is a timeout too.
    const api = {
      baseUrl: context.walletApi,
      projectId: context.projectId,
      sdkVersion: context.sdkVersion,
    }
    const response = await fetch(walletApiUrl(api, path, query), {
      signal: AbortSignal.timeout(context.timeoutMs),
      headers: { accept: 'application/json' },
    })
    status = response.status
    text = await response.text()
  } catch (error) {
    return {
      ok: false,
      failure: { kind: 'unreachable', reason: describeFetchError(error, context.timeoutMs) },
    }
  }
  if (status === 429) return { ok: false, failure: { kind: 'rateLimited', status } }
  if (status >= 500 && status <= 599) return { ok: false, failure: { kind: 'serverError', status } }
  if (status === 403)
    return { ok: false, failure: { kind: 'forbidden', status, message: messageOf(text) } }
  if (status < 200 || status > 299) {
    return { ok: false, failure: { kind: 'status', status, message: messageOf(text) } }
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, failure: { kind: 'malformed' } }
  }
  // reportInput: so a problem can say "missing" rather than "wrong type".
  const parsed = schema.safeParse(body, { reportInput: true })
  if (!parsed.success) {
    return { ok: false, failure: { kind: 'shape', problem: describeShapeError(parsed.error) } }
  }
  return { ok: true, data: parsed.data }
}
