import { check, type DoctorCheck } from './DoctorCheck.js'
import { describeFetchError } from './describeFetchError.js'
import { displayUrl } from './displayUrl.js'

/** The sign-in endpoint must hand out a nonce at least this fast: the modal waits for it. */
const siwxEndpointTimeoutMs = 5_000

/**
 * `siwx.endpoint` of the loaded config, read defensively: the key is newer than some schemas,
 * so anything but a non-empty string counts as not set.
 * @example readSiwxEndpoint({ siwx: { endpoint: '/api/siwx' } }) // '/api/siwx'
 */
export function readSiwxEndpoint(config: unknown): string | undefined {
  const siwx = (config as { siwx?: unknown } | undefined)?.siwx
  if (typeof siwx !== 'object' || siwx === null) return undefined
  const endpoint = (siwx as { endpoint?: unknown }).endpoint
  return typeof endpoint === 'string' && endpoint.trim() !== '' ? endpoint.trim() : undefined
}

/**
 * Checks that a sign-in endpoint (the protocol of `appkit/siwx-server`, docs/siwx.md) answers
 * `GET {endpoint}/nonce` with 200 and `{ "nonce": "..." }` within 5 s (or `timeoutMs` when
 * shorter). A relative endpoint is resolved against `base` (the app's `metadata.url`).
 * @example await checkSiwxEndpoint('/api/siwx', { base: 'https://app.example.com' })
 * // { id: 'siwx', status: 'ok', detail: 'Sign-in endpoint https://app.example.com/api/siwx answered a nonce in 12 ms', ... }
 */
export async function checkSiwxEndpoint(
  endpoint: string,
  options: { base?: string | undefined; timeoutMs?: number | undefined } = {},
): Promise<DoctorCheck> {
  const title = 'Sign-in endpoint'
  const fail = (detail: string) => check('siwx', 'fail', title, detail)
  let url: URL
  try {
    url = new URL(endpoint, options.base)
  } catch {
    return fail(
      `siwx.endpoint "${endpoint}" is not a URL: use an absolute URL or a path of the app`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return fail(`siwx.endpoint ${displayUrl(url.href)} is not an http(s) URL`)
  }
  const base = url.href.replace(/\/+$/, '')
  const prefix = `Sign-in endpoint ${displayUrl(base)}`
  const timeoutMs = Math.min(options.timeoutMs ?? siwxEndpointTimeoutMs, siwxEndpointTimeoutMs)
  const started = performance.now()
  let response: Response
  let body: unknown
  try {
    response = await fetch(`${base}/nonce`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    body = response.ok ? await response.json().catch(() => undefined) : undefined
  } catch (error) {
    return fail(
      `${prefix} ${describeFetchError(error, timeoutMs)} to GET /nonce: sign-in fails until it answers; start the app's server or correct siwx.endpoint`,
    )
  }
  if (response.status !== 200) {
    return fail(
      `${prefix} answered HTTP ${response.status} to GET /nonce (200 expected): sign-in fails until it does; see docs/siwx.md for the protocol`,
    )
  }
  const nonce = (body as { nonce?: unknown } | undefined)?.nonce
  if (typeof nonce !== 'string' || !/^[A-Za-z0-9]{8,}$/.test(nonce)) {
    return fail(
      `${prefix} answered GET /nonce without a nonce ({ "nonce": "<8 or more letters and digits>" } expected); see docs/siwx.md for the protocol`,
    )
  }
  const latency = Math.round(performance.now() - started)
  return check('siwx', 'ok', title, `${prefix} answered a nonce in ${latency} ms`)
}
