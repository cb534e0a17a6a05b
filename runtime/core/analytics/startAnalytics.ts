import type { AppKit } from '../AppKit.js'
import type { AppKitEvents } from '../events/AppKitEvents.js'

/** The kit events analytics reports, each under SPEC section 7's name (docs/analytics.md). */
export const trackedEvents = [
  'modalOpen',
  'modalClose',
  'searchWallet',
  'connectSuccess',
  'sendInitiated',
  'sendSuccess',
  'fetchTransactionsError',
  'socialLogin',
  'setPreferredAccountType',
  'internalError',
] as const satisfies readonly (keyof AppKitEvents)[]

export type TrackedEventName = (typeof trackedEvents)[number]

/** One tracked event as it happened: its payload and when (ms since the epoch). */
export type TrackedEvent = {
  [Name in TrackedEventName]: { name: Name; data: AppKitEvents[Name]; timestamp: number }
}[TrackedEventName]

/** What the lazy part returns: where events go once it is there, and how it ends. */
export interface AnalyticsSession {
  track(event: TrackedEvent): void
  stop(): void
}

// Events before the lazy part arrives (an early open of the modal, an error at start) are kept,
// a few only: a storm before then must not grow the page's memory.
const maxEarlyEvents = 20

/**
 * Starts analytics and error reports for a kit in a page (`mount()` calls it): nothing at all
 * when `features.analytics` is false, without a projectId, or outside a browser. Otherwise it
 * listens to the tracked events from now on, keeping the first few, and fetches the rest (a chunk
 * of its own, `createAnalytics`, which asks the project whether to send anything) at the first
 * idle moment after both the page's load event and the first tracked event: a page nobody
 * interacts with downloads none of it, and the JS fetched before the first click stays as it was.
 * Returns the stop function (it flushes what is queued).
 * @example teardown.add(startAnalytics(appKit))
 */
export function startAnalytics(appKit: AppKit): () => void {
  const { features, projectId } = appKit.config
  if (!features.analytics || !projectId || typeof window === 'undefined') return () => undefined
  let early: TrackedEvent[] = []
  let session: AnalyticsSession | undefined
  let stopped = false
  let pageLoaded = false
  let scheduled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const load = () => {
    if (stopped) return
    import('./createAnalytics.js').then(
      ({ createAnalytics }) => {
        if (stopped) return
        session = createAnalytics(appKit)
        for (const event of early) session.track(event)
        early = []
      },
      (error: unknown) => appKit.logger.debug('Analytics could not load', error),
    )
  }
  // Once there is something to send and the page has started: at an idle moment, so the chunk
  // never competes with the frame that opens the modal (Safari has no requestIdleCallback: a
  // second later).
  const schedule = () => {
    if (scheduled || !pageLoaded || early.length === 0) return
    scheduled = true
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5_000 })
    else timer = setTimeout(load, 1_000)
  }
  const offs = trackedEvents.map((name) =>
    appKit.events.on(name, (data) => {
      const event = { name, data, timestamp: Date.now() } as TrackedEvent
      if (session) return session.track(event)
      if (early.length < maxEarlyEvents) early.push(event)
      schedule()
    }),
  )
  const afterLoad = () => {
    pageLoaded = true
    schedule()
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    stopped = true
    for (const off of offs) off()
    window.removeEventListener('load', afterLoad)
    clearTimeout(timer)
    session?.stop()
  }
}
