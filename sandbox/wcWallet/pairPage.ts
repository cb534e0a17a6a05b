import type { WcWallet } from './WcWallet.js'

/** Where the pair page posts by default; `appkit dev` serves the page and this route. */
export const defaultPairEndpoint = '/__appkit/wc-wallet/pair'

/** What `handlePairRequest` answers, for the dev server to write out as JSON. */
export interface PairResponse {
  status: 200 | 400 | 415 | 422
  body: { ok: true } | { ok: false; error: string }
}

const maxUriLength = 2048

/**
 * The sandbox wallet's pair page: paste a dapp's `wc:` URI (copied from the QR view), press Pair,
 * and the page posts `{ "uri": ... }` as JSON to `endpoint`; the result shows in a live region.
 * @example
 * response.end(pairPage()) // served as text/html by the dev server
 */
export function pairPage(endpoint = defaultPairEndpoint): string {
  if (!/^\/[\w\-/]*$/.test(endpoint))
    throw new Error(`pair endpoint must be a plain path: ${endpoint}`)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox wallet: pair with a dapp</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
textarea { width: 100%; min-height: 6rem; font: 14px ui-monospace, monospace; }
button { margin-top: .5rem; padding: .4rem 1.2rem; font: inherit; }
:focus-visible { outline: 3px solid #3b82f6; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sandbox wallet</h1>
<form id="pair">
<label for="uri">WalletConnect URI (starts with <code>wc:</code>)</label>
<textarea id="uri" name="uri" required spellcheck="false" autocomplete="off"></textarea>
<button type="submit">Pair</button>
</form>
<p id="result" role="status" aria-live="polite"></p>
</main>
<script>
const form = document.getElementById('pair')
const result = document.getElementById('result')
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  result.textContent = 'Pairing...'
  try {
    const response = await fetch(${JSON.stringify(endpoint)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri: form.elements.uri.value.trim() }),
    })
    const answer = await response.json()
    result.textContent = answer.ok ? 'Paired. Approve the connection in the dapp tab.' : answer.error
  } catch (error) {
    result.textContent = 'The dev server did not answer: ' + error.message
  }
})
</script>
</body>
</html>
`
}

/**
 * Handles the pair page's POST: checks the body is `{ "uri": "wc:...@2?..." }` and pairs the
 * wallet with it. Pass the request's content type: only `application/json` is accepted, so
 * another site open in the browser cannot pair the dev wallet through a plain form post (that
 * needs a CORS preflight the dev server does not grant).
 * @example
 * const { status, body } = await handlePairRequest(await readBody(request), wallet, request.headers['content-type'])
 * response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
 */
export async function handlePairRequest(
  body: string,
  wallet: Pick<WcWallet, 'pair'>,
  contentType = 'application/json',
): Promise<PairResponse> {
  const refuse = (status: PairResponse['status'], error: string): PairResponse => ({
    status,
    body: { ok: false, error },
  })
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    return refuse(415, 'Send the URI as JSON: { "uri": "wc:..." }.')
  }
  let uri: unknown
  try {
    uri = (JSON.parse(body) as { uri?: unknown } | null)?.uri
  } catch {
    return refuse(400, 'The request is not JSON.')
  }
  if (typeof uri !== 'string' || uri.length > maxUriLength || !/^wc:[0-9a-f]+@2\?/i.test(uri)) {
    return refuse(400, 'That is not a WalletConnect v2 URI (wc:...@2?...).')
  }
  try {
    await wallet.pair(uri)
    return { status: 200, body: { ok: true } }
  } catch (error) {
    // e.g. an expired URI, or one already paired: the client's message says which.
    return refuse(422, error instanceof Error ? error.message : 'Pairing failed.')
  }
}
