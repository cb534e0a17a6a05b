import { terminalText } from '../terminalText.js'
import type { OriginToCheck } from './checkOrigins.js'
import { check, type DoctorCheck } from './DoctorCheck.js'
import { describeFetchError } from './describeFetchError.js'
import { displayUrl } from './displayUrl.js'
import { frameAncestorsAllow, frameAncestorsOf, isOpenSource } from './frameAncestorsAllow.js'

const fix =
  'set services.secureSite to a secure site that implements docs/secure-site.md and allows this origin, or turn features.email off'

async function checkOne(
  secureSite: string,
  { origin, source }: OriginToCheck,
  timeoutMs: number,
): Promise<DoctorCheck> {
  const id = `secureSite:${origin}`
  const title = `Secure site for ${origin}`
  const site = displayUrl(secureSite)
  const url = new URL('/frame', secureSite)
  url.searchParams.set('parent', origin)
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
  } catch (error) {
    const reason = describeFetchError(error, timeoutMs)
    return check(id, 'fail', title, `${site} ${reason} to GET /frame: email login fails; ${fix}`)
  }
  if (response.status !== 200) {
    return check(
      id,
      'fail',
      title,
      `${site} answered HTTP ${response.status} to GET /frame for ${origin} (${source}; 200 expected): email login fails; ${fix}`,
    )
  }
  const ancestors = frameAncestorsOf(response.headers.get('content-security-policy'))
  if (ancestors === undefined) {
    // Without frame-ancestors, browsers follow X-Frame-Options, whose values allow no other site.
    const frameOptions = response.headers.get('x-frame-options')
    if (frameOptions) {
      return check(
        id,
        'fail',
        title,
        `${site} serves its frame with X-Frame-Options: ${terminalText(frameOptions, 40)}, so no page of another site can show it: email login fails; use Content-Security-Policy frame-ancestors with the app's origins instead`,
      )
    }
    return check(
      id,
      'warn',
      title,
      `${site} serves its frame without a Content-Security-Policy frame-ancestors: any site can frame the embedded wallet (SECURITY.md); it should list only the app's origins`,
    )
  }
  // Header text is the server's: bytes 0x80-0xff arrive as C1 controls, and it can be long.
  const shown = terminalText(
    ancestors.map((sources) => sources.join(' ') || 'empty').join(', '),
    200,
  )
  if (!frameAncestorsAllow(ancestors, origin, secureSite)) {
    return check(
      id,
      'fail',
      title,
      `${site} serves its frame, but its frame-ancestors (${shown}) do not let ${origin} show it: email login fails there; allow the origin at the secure site`,
    )
  }
  if (ancestors.some((sources) => sources.some(isOpenSource))) {
    return check(
      id,
      'warn',
      title,
      `${site} lets ${origin} frame it, but its frame-ancestors (${shown}) let any site do so too (SECURITY.md); it should list only the app's origins`,
    )
  }
  const latency = Math.round(performance.now() - started)
  return check(
    id,
    'ok',
    title,
    `${site} serves its frame to ${origin} (frame-ancestors allow it) in ${latency} ms`,
  )
}

/**
 * With email login on, checks for each origin that the secure site (`services.secureSite`)
 * serves its frame page (`GET /frame?parent=<origin>`, docs/secure-site.md) with 200 and a
 * `frame-ancestors` that lets the origin show it: without both, the browser shows no frame and
 * email login fails after its 20 s load time-out. A site with no `frame-ancestors` at all is a
 * warning: it works, but any site can frame the embedded wallet.
 * @example await checkSecureSite('https://secure.example', [{ origin: 'https://app.example', source: 'metadata.url' }], 10_000)
 */
export function checkSecureSite(
  secureSite: string,
  origins: readonly OriginToCheck[],
  timeoutMs: number,
): Promise<DoctorCheck[]> {
  return Promise.all(origins.map((origin) => checkOne(secureSite, origin, timeoutMs)))
}
