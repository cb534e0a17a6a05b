import type { AnalyticsEnvironment } from './AnalyticsEnvironment.js'

/** Events waiting to be sent at most; more are dropped (a page that sends nothing keeps none). */
export const maxQueuedEvents = 20

/** How long one send may take before it counts as failed. */
export const sendTimeoutMs = 10_000

/** Delivers analytics events (JSON strings) to the endpoint, one request each. */
export interface AnalyticsSender {
  /** Queues one event; it leaves from an idle moment, never from the caller's task. */
  send(body: string): void
  /** Sends what is queued right away (as the page is left), and stops listening to the page. */
  stop(): void
}

export interface CreateAnalyticsSenderParameters {
  /** `{services.analytics}/e` with `projectId`, `st` and `sv`. */
  endpoint: string
  environment: Pick<AnalyticsEnvironment, 'fetch' | 'sendBeacon' | 'schedule' | 'onPageHide'>
  /** The endpoint answered 403: this origin may not report. Nothing is sent afterwards. */
  onForbidden(): void
  /** A send failed (down, blocked, 5xx, timeout): nothing is sent afterwards. Called once. */
  onUnreachable(): void
}

// text/plain is a CORS-safelisted type: no preflight, one request per event.
const contentType = 'text/plain;charset=UTF-8'

/**
 * The analytics sender: events queue and leave one request at a time from an idle moment, with
 * `fetch` and `keepalive` (so a request outlives the page, and the kit sees the status); when the
 * page is hidden or left, what is still queued goes at once with `sendBeacon`. Nothing is ever
 * retried: the first failed send (endpoint down or blocked, an error status, no answer in
 * `sendTimeoutMs`) ends sending for the page, and a 403 does too (`onForbidden`). Events then
 * drop quietly. One request in flight at most, so a dead endpoint costs one failed request.
 * @example
 * const sender = createAnalyticsSender({ endpoint, environment, onForbidden, onUnreachable })
 * sender.send(JSON.stringify(event))
 */
export function createAnalyticsSender(
  parameters: CreateAnalyticsSenderParameters,
): AnalyticsSender {
  const { endpoint, environment } = parameters
  let queue: string[] = []
  let state: 'sending' | 'ended' = 'sending'
  let inFlight = false
  let scheduled = false

  const post = (body: string, signal?: AbortSignal) =>
    environment.fetch(endpoint, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': contentType },
      body,
      ...(signal ? { signal } : {}),
    })

  function end(): void {
    state = 'ended'
    queue = []
    stopListening()
  }

  function settle(status: number | undefined): void {
    inFlight = false
    if (state === 'ended') return
    if (status !== undefined && status >= 200 && status <= 299) {
      schedule()
      return
    }
    end()
    if (status === 403) parameters.onForbidden()
    else parameters.onUnreachable()
  }

  function sendNext(): void {
    scheduled = false
    if (state === 'ended' || inFlight) return
    const body = queue.shift()
    if (body === undefined) return
    inFlight = true
    // A timer of our own rather than AbortSignal.timeout, which older Safari lacks.
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), sendTimeoutMs)
    post(body, controller.signal)
      .then(
        (response) => response.status,
        () => undefined,
      )
      .then((status) => {
        clearTimeout(timer)
        settle(status)
      })
  }

  function schedule(): void {
    if (scheduled || inFlight || queue.length === 0) return
    scheduled = true
    environment.schedule(sendNext)
  }

  function flush(): void {
    if (state === 'ended') return
    for (const body of queue.splice(0)) {
      const blob = new Blob([body], { type: contentType })
      // A refused beacon (its quota is full) gets one keepalive fetch; its answer is not awaited.
      if (!environment.sendBeacon?.(endpoint, blob)) post(body).catch(() => undefined)
    }
  }

  const stopListening = environment.onPageHide(flush)

  return {
    send(body) {
      if (state === 'ended' || queue.length >= maxQueuedEvents) return
      queue.push(body)
      schedule()
    },
    stop() {
      flush()
      end()
    },
  }
}
