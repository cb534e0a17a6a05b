import { createReadiness, type Readiness } from './createReadiness.js'
import {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  frameReloadedMessage,
} from './frameErrors.js'
import {
  type FrameMessage,
  type FrameRequestName,
  type FrameRequests,
  frameChannel,
} from './frameProtocol.js'
import { readFrameAnswer } from './readFrameAnswer.js'

/** SPEC section 9: how long the frame may take to say READY, and the wait after it. */
const frameLoadTimeoutMs = 20_000
const frameReadyDelayMs = 500

/** SPEC section 9's time-outs per request; requests not listed wait for the user (RPC approvals). */
const frameRequestTimeoutsMs: Partial<Record<FrameRequestName, number>> = {
  CONNECT_EMAIL: 120_000,
  CONNECT_DEVICE: 120_000,
  CONNECT_OTP: 120_000,
  // Not in SPEC's list, but of the same kind: each mails or checks a code.
  UPDATE_EMAIL: 120_000,
  UPDATE_EMAIL_PRIMARY_OTP: 120_000,
  UPDATE_EMAIL_SECONDARY_OTP: 120_000,
  SIGN_OUT: 3_000,
  IS_CONNECTED: 10_000,
  GET_CHAIN_ID: 10_000,
  GET_USER: 10_000,
  SWITCH_NETWORK: 10_000,
  SYNC_THEME: 10_000,
  SYNC_DAPP_DATA: 10_000,
  // SPEC section 9's login-type requests (social, social redirect).
  GET_SOCIAL_REDIRECT_URI: 120_000,
  CONNECT_SOCIAL: 120_000,
  GET_FARCASTER_URI: 10_000,
  // The server holds it until the approval page is allowed; the page lives 4 min.
  CONNECT_FARCASTER: 300_000,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: 10_000,
  // Computing the account asks the chain (its factory), which may be slow.
  INIT_SMART_ACCOUNT: 60_000,
  SET_PREFERRED_ACCOUNT: 10_000,
  RELOAD: 10_000,
}

export interface CreateFrameClientParameters {
  /** The secure site's page for the frame, absolute; its origin is the only one listened to. */
  src: string
  /** The page the frame is added to (default: `document`). */
  document?: Document
  loadTimeoutMs?: number
  readyDelayMs?: number
  timeoutsMs?: Partial<Record<FrameRequestName, number>>
  /** Told of a new session token (SESSION_UPDATE). */
  onSessionUpdate?(token: string): void
  /** Told of each message that was dropped and why (not from the frame, malformed, unknown id). */
  onIgnored?(reason: string): void
  /**
   * Told when the frame reloaded (a READY after the first): it lost its state, so what the kit
   * told it once (theme, app data) is worth telling again; requests wait for the new readiness.
   */
  onReload?(): void
}

/** How one request may end early: `signal` aborts it; see `FrameClient.request`. */
export interface FrameRequestOptions {
  signal?: AbortSignal
  /** After an abort, how long an RPC request still waits for the frame's own answer. */
  abortGraceMs?: number
}

export interface FrameClient {
  /**
   * Resolves once the frame said READY and 500 ms passed; rejects with IFRAME_LOAD_FAILED. After
   * a reload (RELOAD answered, or a READY after the first), the new READY's readiness.
   */
  ready(): Promise<void>
  /**
   * Sends one request and resolves with its success, or rejects with the frame's error, a
   * time-out of this request alone, or 'Request was aborted' when `signal` aborts. An aborted
   * RPC request also tells the frame (RPC_ABORT with its id); with `abortGraceMs` the request
   * then waits that long for the frame's own answer (a request the user already approved is
   * still answered with its result) before it rejects as aborted.
   */
  request<Name extends FrameRequestName>(
    name: Name,
    payload: FrameRequests[Name]['payload'],
    options?: FrameRequestOptions,
  ): Promise<FrameRequests[Name]['result']>
  /**
   * Shows the frame over `area` (its own approval screen, in page coordinates of the viewport)
   * and lets it take focus; follows the area while it moves. `hide()` makes it hidden again.
   */
  show(area: Element): void
  hide(): void
  /** Removes the frame and its listener; pending requests reject as aborted. */
  destroy(): void
}

interface Pending {
  name: FrameRequestName
  settle(outcome: { ok: true; result: unknown } | { ok: false; error: Error }): void
}

/**
 * The kit's side of the hidden secure frame (SECURITY.md, "The secure frame"): an iframe on the
 * secure site, listened to only for messages whose `event.origin` is that site's exact origin and
 * whose `event.source` is that frame's window, then read against their shape; posts go to that
 * exact origin, never '*'. Each request has an id from `crypto.randomUUID()` and settles exactly
 * once: unknown, repeated and late answers are ignored, and a time-out fails only its own request.
 * A READY after the first means the frame reloaded and lost what it was doing: every request
 * pending in it rejects at once ('The secure frame reloaded'), and requests wait for the new
 * READY and its 500 ms; after a RELOAD is answered they wait from then on.
 * @example
 * const frame = createFrameClient({ src: `https://secure.example.com/frame?parent=${encodeURIComponent(location.origin)}` })
 * await frame.ready()
 * const { action } = await frame.request('CONNECT_EMAIL', { email })
 */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
  const page = parameters.document ?? document
  const view = page.defaultView
  if (!view) throw new FrameLoadError('The page has no window to hold the secure frame.')
  const src = new URL(parameters.src)
  if (src.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(src.hostname)) {
    throw new FrameLoadError(`The secure site ${src.origin} is not https.`)
  }
  const origin = src.origin
  const timeouts = { ...frameRequestTimeoutsMs, ...parameters.timeoutsMs }
  const ignore = (reason: string) => parameters.onIgnored?.(reason)
  const pending = new Map<string, Pending>()

  const frame = page.createElement('iframe')
  frame.src = src.href
  frame.title = 'Secure login'
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  // Hidden, not `display: none`: a frame that is not rendered may not run at all.
  const hiddenStyle =
    'position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;z-index:999999'
  frame.style.cssText = hiddenStyle
  // The modal's focus trap lets focus into the frame while it shows an approval screen.
  frame.setAttribute('data-appkit-focus-allowed', '')
  let following: number | undefined

  let readiness: Readiness = createReadiness()
  let sawReady = false
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  const loadTimeoutMs = parameters.loadTimeoutMs ?? frameLoadTimeoutMs
  const waitForReady = (what: string) =>
    setTimeout(
      () =>
        readiness.reject(
          new FrameLoadError(`${origin} did not ${what} within ${loadTimeoutMs / 1000} s.`),
        ),
      loadTimeoutMs,
    )
  let loadTimer = waitForReady('answer')

  /** The frame answered RELOAD: what is sent from now on waits for its next READY. */
  function expectReload(): void {
    if (readiness.state !== 'waiting') readiness = createReadiness()
    clearTimeout(readyTimer)
    clearTimeout(loadTimer)
    loadTimer = waitForReady('say READY again after reloading')
  }

  /** A READY after the first: the frame's page was loaded again, and its pending work lost. */
  function reloaded(): void {
    if (readiness.state !== 'waiting') readiness = createReadiness()
    for (const entry of [...pending.values()]) {
      // What RELOAD asked for happened, even if the frame reloaded before it answered.
      entry.settle(
        entry.name === 'RELOAD'
          ? { ok: true, result: undefined }
          : { ok: false, error: new FrameRequestError(entry.name, frameReloadedMessage) },
      )
    }
    parameters.onReload?.()
  }

  function onReady(): void {
    clearTimeout(loadTimer)
    if (sawReady) reloaded()
    sawReady = true
    clearTimeout(readyTimer)
    const current = readiness
    readyTimer = setTimeout(() => current.resolve(), parameters.readyDelayMs ?? frameReadyDelayMs)
  }

  /** Waits until the frame is ready, again if it reloaded meanwhile; `signal` gives up. */
  async function whenReady(name: FrameRequestName, signal: AbortSignal | undefined): Promise<void> {
    for (;;) {
      const current = readiness
      // An abort counts while the frame is still loading too: nothing was sent yet.
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => reject(new FrameRequestAbortedError(name))
        if (signal?.aborted) return onAbort()
        signal?.addEventListener('abort', onAbort, { once: true })
        current.promise
          .then(resolve, reject)
          .finally(() => signal?.removeEventListener('abort', onAbort))
      })
      if (current === readiness) return
    }
  }

  function onMessage(event: MessageEvent): void {
    // Exact origin and this frame's own window, before the data is even looked at.
    if (event.origin !== origin || event.source !== frame.contentWindow) {
      ignore('not from the secure frame')
      return
    }
    const message = event.data as Partial<FrameMessage> | null
    if (typeof message !== 'object' || message === null || message.channel !== frameChannel) {
      ignore('not a secure frame message')
      return
    }
    if (typeof message.type !== 'string') {
      ignore('a message without a type')
      return
    }
    if (message.type === 'READY') {
      onReady()
      return
    }
    if (message.type === 'SESSION_UPDATE') {
      const token = (message.payload as { token?: unknown } | undefined)?.token
      if (typeof token === 'string' && token.length <= 4096) parameters.onSessionUpdate?.(token)
      else ignore('a session update without a token')
      return
    }
    const entry = typeof message.id === 'string' ? pending.get(message.id) : undefined
    if (!entry || typeof message.id !== 'string') {
      ignore('an answer to no pending request')
      return
    }
    const answer = readFrameAnswer(entry.name, message.type, message.payload)
    if (answer.ok === 'malformed') {
      ignore(`a malformed answer to ${entry.name}`)
      return
    }
    if (entry.name === 'RELOAD' && answer.ok) expectReload()
    entry.settle(
      answer.ok
        ? { ok: true, result: answer.result }
        : { ok: false, error: new FrameRequestError(entry.name, answer.message, answer.code) },
    )
  }

  function post(message: FrameMessage): void {
    frame.contentWindow?.postMessage(message, origin)
  }

  view.addEventListener('message', onMessage)
  page.body.appendChild(frame)

  return {
    ready: () => readiness.promise,
    async request(name, payload, options = {}) {
      const { signal } = options
      await whenReady(name, signal)
      const id = crypto.randomUUID()
      return new Promise((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        const onAbort = () => {
          const aborted = { ok: false as const, error: new FrameRequestAbortedError(name) }
          if (name !== 'RPC_REQUEST') return settle(aborted)
          post({
            channel: frameChannel,
            type: 'RPC_ABORT',
            id: crypto.randomUUID(),
            payload: { id },
          })
          if (options.abortGraceMs === undefined) return settle(aborted)
          clearTimeout(timer)
          timer = setTimeout(() => settle(aborted), options.abortGraceMs)
        }
        const settle: Pending['settle'] = (outcome) => {
          // Settled once: the entry goes first, so a second answer finds nothing.
          if (!pending.delete(id)) return
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          if (outcome.ok) resolve(outcome.result as never)
          else reject(outcome.error)
        }
        pending.set(id, { name, settle })
        const timeoutMs = timeouts[name]
        if (timeoutMs !== undefined) {
          timer = setTimeout(
            () => settle({ ok: false, error: new FrameRequestTimeoutError(name, timeoutMs) }),
            timeoutMs,
          )
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        post({ channel: frameChannel, type: name, id, payload })
      })
    },
    show(area) {
      if (following !== undefined) view.cancelAnimationFrame(following)
      let last = ''
      // Every frame: the modal animates its height and the page may scroll under it.
      const follow = () => {
        const box = area.getBoundingClientRect()
        const place = `position:fixed;top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px;border:0;z-index:999999;color-scheme:normal`
        if (place !== last) frame.style.cssText = last = place
        following = view.requestAnimationFrame(follow)
      }
      follow()
      frame.removeAttribute('aria-hidden')
      frame.tabIndex = 0
      frame.focus()
    },
    hide() {
      if (following !== undefined) view.cancelAnimationFrame(following)
      following = undefined
      frame.style.cssText = hiddenStyle
      frame.setAttribute('aria-hidden', 'true')
      frame.tabIndex = -1
    },
    destroy() {
      if (following !== undefined) view.cancelAnimationFrame(following)
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      view.removeEventListener('message', onMessage)
      for (const entry of [...pending.values()]) {
        entry.settle({ ok: false, error: new FrameRequestAbortedError(entry.name) })
      }
      readiness.reject(new FrameLoadError('The secure frame was removed.'))
      frame.remove()
    },
  }
}
