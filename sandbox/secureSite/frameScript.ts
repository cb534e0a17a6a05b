// The page the sandbox secure site serves inside the kit's hidden frame. It speaks the kit's frame
// protocol (runtime/core/frame/frameProtocol.ts) with the page that framed it, and its own small
// HTTP API with its server; the session is the server's partitioned cookie, so it survives a
// reload of the framing page. It is also the embedded wallet's approval screen: a request that
// uses the user's key waits for Approve or Reject here. Bundled by startSecureSite for the browser.
import { type ApprovalScreen, showApprovalScreen } from './approvalScreen.js'
import type { ApprovalDescription } from './describeApproval.js'
import {
  chainNotServed,
  isSolanaChainId,
  parseChainId,
  type RpcErrorPayload,
  rpcErrors,
  rpcMethodKind,
} from './rpcMethods.js'

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
// The Solana network, tracked apart from the EVM chain: set by SWITCH_NETWORK to a `solana:` id.
let solanaChainId: string | undefined
let appName = 'This app'
// The one approval on screen.
let approval: { screen: ApprovalScreen } | undefined
// The RPC requests an RPC_ABORT may still stop, by the RPC_REQUEST's id: a Solana request the
// server is describing, or one on screen the user has not approved. Once Approve is pressed the
// server signs (and may send), so the request is answered with what happened, abort or not.
const abortable = new Map<string, () => void>()
document.documentElement.dataset.theme = 'dark'

/** An error with the code the kit receives in `<TYPE>_ERROR`'s payload. */
class FrameError extends Error {
  readonly code: number | undefined
  constructor({ message, code }: RpcErrorPayload) {
    super(message)
    this.code = code
  }
}

/** The answer to an RPC request the kit aborted before the user approved it. */
const aborted = () => new FrameError({ message: 'Request was aborted', code: 4001 })

function send(type: string, id: string | undefined, payload?: unknown): void {
  window.parent.postMessage({ channel, type, ...(id ? { id } : {}), payload }, parentOrigin)
}

async function api(
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    throw new FrameError({
      message: typeof json.message === 'string' ? json.message : 'An error occurred',
      ...(typeof json.code === 'number' ? { code: json.code } : {}),
    })
  }
  return json
}

/**
 * Shows the approval screen for the RPC request `id`; settles with the signed result, or the
 * refusal, when the user acts, or 'Request was aborted' when the kit aborts it before Approve.
 */
function approve(id: string, request: Record<string, unknown>, description: ApprovalDescription) {
  if (approval) throw new FrameError(rpcErrors.alreadyPending)
  return new Promise<unknown>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      if (approval !== current) return
      approval = undefined
      abortable.delete(id)
      current.screen.remove()
      outcome()
    }
    const current = {
      screen: showApprovalScreen(document, {
        appName,
        description,
        onReject: () => finish(() => reject(new FrameError(rpcErrors.userRejected))),
        onApprove() {
          // Approved: from here on an abort no longer stops it.
          abortable.delete(id)
          current.screen.setBusy()
          api('/api/rpc', request).then(
            ({ result }) => finish(() => resolve(result)),
            (error: unknown) => finish(() => reject(error)),
          )
        },
      }),
    }
    approval = current
    abortable.set(id, () => finish(() => reject(aborted())))
  })
}

/**
 * A Solana request: the server checks it and describes it (it reads transactions), the user
 * approves it here, then the server signs it.
 */
async function solanaRpc(id: string, payload: Record<string, unknown>): Promise<unknown> {
  const request = {
    chainNamespace: 'solana',
    chainId: payload.chainId ?? solanaChainId,
    method: payload.method,
    params: payload.params ?? {},
  }
  return describeThenApprove(id, '/api/solana/describe', request)
}

/**
 * Asks the server what the screen shows for `request` (it reads the chain: names, fees,
 * transactions), then shows it. An abort while the server reads stops the call at once and never
 * shows the screen.
 */
async function describeThenApprove(
  id: string,
  path: '/api/describe' | '/api/solana/describe',
  request: Record<string, unknown>,
): Promise<unknown> {
  if (approval) throw new FrameError(rpcErrors.alreadyPending)
  const stop = new AbortController()
  abortable.set(id, () => stop.abort())
  let description: unknown
  try {
    ;({ description } = await api(path, request, stop.signal))
  } catch (error) {
    throw stop.signal.aborted ? aborted() : error
  } finally {
    abortable.delete(id)
  }
  if (stop.signal.aborted) throw aborted()
  return approve(id, request, description as ApprovalDescription)
}

async function rpc(id: string, payload: Record<string, unknown>): Promise<unknown> {
  const namespace = payload.chainNamespace ?? 'eip155'
  const kind = rpcMethodKind(payload.method, namespace)
  if (kind === 'refused') throw new FrameError(rpcErrors.notAllowed)
  if (namespace === 'solana') return solanaRpc(id, payload)
  const requested = (payload.chainId ?? chainId) as string | number
  if (namespace !== 'eip155') throw new FrameError(chainNotServed(`${namespace}:${requested}`))
  const request = {
    chainId: parseChainId(requested) ?? requested,
    method: payload.method as string,
    params: payload.params ?? [],
  }
  // Reads, and the session's account (its key's or its smart account), need no approval.
  if (kind === 'safe' || kind === 'account') return (await api('/api/rpc', request)).result
  return describeThenApprove(id, '/api/describe', request)
}

/** The eip155 chain ids the server serves (null: any, it was given none). */
async function servedChainIds(): Promise<unknown[] | null> {
  const { chainIds } = await api('/api/chains')
  return Array.isArray(chainIds) ? chainIds : null
}

/** Moves the wallet to `wanted` when the server serves it; else it stays where it is. */
async function landOn(wanted: unknown): Promise<void> {
  const id = parseChainId(wanted)
  const served = await servedChainIds()
  if (id !== undefined && served?.includes(id)) chainId = id
}

/**
 * GET_USER on an eip155 chain: the user, and on a served chain its accounts there (its key's,
 * its smart account where the chain offers one) and the one it acts as, after keeping the
 * account type the kit asked for.
 */
async function evmUser(payload: Record<string, unknown>): Promise<unknown> {
  const { user } = await api('/api/user')
  if (!user) throw new Error('Not logged in')
  // The wallet lands on the chain asked for when it serves it, else stays where it is.
  const served = await servedChainIds()
  const wanted = parseChainId(payload.chainId)
  if (wanted !== undefined && served?.includes(wanted)) chainId = wanted
  const id = parseChainId(chainId)
  if (id === undefined || !served?.includes(id)) return { ...(user as object), chainId }
  const accounts = await api('/api/account', {
    chainId: id,
    ...(payload.preferredAccountType !== undefined && {
      preferredAccountType: payload.preferredAccountType,
    }),
  })
  return { ...(user as object), ...accounts, chainId }
}

async function answer(
  type: string,
  id: string,
  payload: Record<string, unknown>,
): Promise<unknown> {
  switch (type) {
    case 'CONNECT_EMAIL': {
      email = String(payload.email ?? '')
      return api('/api/login/email', { email })
    }
    case 'CONNECT_DEVICE':
      if (!email) throw new Error('Ask for a code first')
      await api('/api/login/device', { email })
      return undefined
    case 'CONNECT_OTP':
      if (!email) throw new Error('Ask for a code first')
      await api('/api/login/otp', { email, otp: String(payload.otp ?? '') })
      return undefined
    // An email change: the code mailed to the current email, then the one mailed to the new.
    case 'UPDATE_EMAIL':
      return api('/api/email/update', { email: String(payload.email ?? '') })
    case 'UPDATE_EMAIL_PRIMARY_OTP':
      await api('/api/email/update/current', { otp: String(payload.otp ?? '') })
      return undefined
    case 'UPDATE_EMAIL_SECONDARY_OTP': {
      const { newEmail } = await api('/api/email/update/new', { otp: String(payload.otp ?? '') })
      email = String(newEmail)
      return { newEmail }
    }
    case 'GET_USER': {
      if (!isSolanaChainId(payload.chainId)) return evmUser(payload)
      const { user, solanaUser } = await api('/api/user')
      if (!user) throw new Error('Not logged in')
      // The user's Solana account, on the one Solana network the site serves, whichever was asked
      // for: like a wallet, it says which network it is on.
      const served = solanaUser as { chainId?: unknown } | null
      if (!served?.chainId) throw new FrameError(chainNotServed(payload.chainId))
      solanaChainId = served.chainId as string
      return served
    }
    // A social login: the consent page of the secure site the kit's popup is sent to, then its
    // result uri, whose one-time code the server spends for this browser only.
    case 'GET_SOCIAL_REDIRECT_URI':
      return api('/api/social/start', {
        provider: payload.provider,
        parent: parentOrigin,
        appName,
        ...(payload.returnTo !== undefined && { returnTo: payload.returnTo }),
      })
    case 'CONNECT_SOCIAL': {
      const result = await api('/api/login/social', {
        uri: payload.uri,
        ...(payload.preferredAccountType !== undefined && {
          preferredAccountType: payload.preferredAccountType,
        }),
      })
      email = undefined
      if (payload.chainId !== undefined && !isSolanaChainId(payload.chainId))
        await landOn(payload.chainId)
      return result
    }
    // Farcaster: an approval page shown as a QR code, then a wait (the server's long poll) for its
    // answer. A new page replaces the last one: the server ends a wait on the old one.
    case 'GET_FARCASTER_URI':
      return api('/api/farcaster/start', { appName })
    case 'CONNECT_FARCASTER': {
      const { userName } = await api('/api/login/farcaster', {})
      email = undefined
      return { userName }
    }
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS': {
      const { smartAccountChainIds } = await api('/api/chains')
      return {
        smartAccountEnabledNetworks: Array.isArray(smartAccountChainIds)
          ? smartAccountChainIds
          : [],
      }
    }
    case 'INIT_SMART_ACCOUNT':
      return api('/api/smart-account/init', { chainId: parseChainId(chainId) ?? chainId })
    case 'SET_PREFERRED_ACCOUNT':
      return api('/api/account/preferred', {
        type: payload.type,
        chainId: parseChainId(chainId) ?? chainId,
      })
    case 'RELOAD':
      // Answered first (the kit then waits for READY again); whatever was pending here is lost,
      // and the kit rejects it.
      setTimeout(() => location.reload(), 50)
      return undefined
    case 'IS_CONNECTED': {
      const { user } = await api('/api/user')
      return { isConnected: Boolean(user) }
    }
    case 'GET_CHAIN_ID':
      return { chainId }
    case 'SWITCH_NETWORK': {
      const { chainIds, solana } = await api('/api/chains')
      if (isSolanaChainId(payload.chainId)) {
        if (solana !== payload.chainId) throw new FrameError(chainNotServed(payload.chainId))
        solanaChainId = payload.chainId
        return { chainId: solanaChainId }
      }
      const wanted = parseChainId(payload.chainId)
      if (Array.isArray(chainIds) && (wanted === undefined || !chainIds.includes(wanted)))
        throw new FrameError(chainNotServed(payload.chainId))
      chainId = payload.chainId as string | number
      return { chainId }
    }
    case 'SIGN_OUT':
      await api('/api/sign-out', {})
      return undefined
    case 'RPC_REQUEST':
      return rpc(id, payload)
    case 'RPC_ABORT': {
      // `payload.id` is the aborted RPC_REQUEST's, answered on its own id (4001 if it was still
      // stoppable, else with what happened).
      if (typeof payload.id === 'string') abortable.get(payload.id)?.()
      return undefined
    }
    case 'SYNC_THEME':
      document.documentElement.dataset.theme = payload.themeMode === 'light' ? 'light' : 'dark'
      return undefined
    case 'SYNC_DAPP_DATA': {
      const name = (payload.metadata as { name?: unknown } | undefined)?.name
      if (typeof name === 'string' && name.trim()) appName = name.trim().slice(0, 100)
      return undefined
    }
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
  answer(type, id, input).then(
    (result) => send(`${type}_SUCCESS`, id, result),
    (error: unknown) =>
      send(`${type}_ERROR`, id, {
        message: error instanceof Error ? error.message : String(error),
        ...(error instanceof FrameError && error.code !== undefined ? { code: error.code } : {}),
      }),
  )
})

send('READY', undefined, { version: 'sandbox' })
