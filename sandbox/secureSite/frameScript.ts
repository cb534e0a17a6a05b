// The page the sandbox secure site serves inside the kit's hidden frame. It speaks the kit's frame
// protocol (runtime/core/frame/frameProtocol.ts) with the page that framed it, and its own small
// HTTP API with its server; the session is the server's partitioned cookie, so it survives a
// reload of the framing page. Bundled by startSecureSite for the browser.

// The kit's `frameChannel`; the secure-site test checks that the two agree.
const channel = 'appkit:secure-frame'

interface Incoming {
  channel?: unknown
  type?: unknown
  id?: unknown
  payload?: unknown
}

const query = new URL(location.href).searchParams
// Only the origin the page says it is, and only when it is the one framing us (CSP
// frame-ancestors on the server refused every other framer already).
const parentOrigin = query.get('parent') ?? ''
let email: string | undefined
let chainId: string | number = Number(query.get('chainId') ?? 31337)

function send(type: string, id: string | undefined, payload?: unknown): void {
  window.parent.postMessage({ channel, type, ...(id ? { id } : {}), payload }, parentOrigin)
}

async function api(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok)
    throw new Error(typeof json.message === 'string' ? json.message : 'An error occurred')
  return json
}

async function answer(type: string, payload: Record<string, unknown>): Promise<unknown> {
  switch (type) {
    case 'CONNECT_EMAIL': {
      email = String(payload.email ?? '')
      return api('/api/login/email', { email })
    }
    case 'CONNECT_OTP':
      if (!email) throw new Error('Ask for a code first')
      await api('/api/login/otp', { email, otp: String(payload.otp ?? '') })
      return undefined
    case 'GET_USER': {
      const { user } = await api('/api/user')
      if (!user) throw new Error('Not logged in')
      return { ...(user as object), chainId }
    }
    case 'IS_CONNECTED': {
      const { user } = await api('/api/user')
      return { isConnected: Boolean(user) }
    }
    case 'GET_CHAIN_ID':
      return { chainId }
    case 'SWITCH_NETWORK':
      chainId = payload.chainId as string | number
      return { chainId }
    case 'SIGN_OUT':
      await api('/api/sign-out', {})
      return undefined
    case 'SYNC_THEME':
    case 'SYNC_DAPP_DATA':
    case 'RPC_ABORT':
      return undefined
    default:
      throw new Error(`${type} is not served by the sandbox secure site yet`)
  }
}

window.addEventListener('message', (event: MessageEvent<Incoming>) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return
  const { type, id, payload } = event.data ?? {}
  if (event.data?.channel !== channel || typeof type !== 'string' || typeof id !== 'string') return
  const input =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {}
  answer(type, input).then(
    (result) => send(`${type}_SUCCESS`, id, result),
    (error: unknown) =>
      send(`${type}_ERROR`, id, {
        message: error instanceof Error ? error.message : String(error),
      }),
  )
})

send('READY', undefined, { version: 'sandbox' })
