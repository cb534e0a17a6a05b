/** What analytics needs of the page, apart so tests can play the page (and its network). */
export interface AnalyticsEnvironment {
  /** The page's address now (`location.href`): an app's router changes it. */
  pageUrl(): string
  /** Called unbound at send time: `window.fetch` throws when called as another object's method. */
  fetch: typeof fetch
  /** `navigator.sendBeacon`, when the browser has it. */
  sendBeacon: ((url: string, data: Blob) => boolean) | undefined
  /** Runs `task` once the page is idle (or a moment later): never inside the caller's task. */
  schedule(task: () => void): void
  /** Calls `listener` when the page is hidden or left; returns the function that stops it. */
  onPageHide(listener: () => void): () => void
  /** A random UUID (v4) for each event's `eventId`. */
  randomId(): string
}

// A scheduled send waits for an idle moment at most this long, so a busy page still reports.
const idleTimeoutMs = 2_000

function randomUuid(): string {
  // randomUUID exists only in secure contexts; an http page (not localhost) has getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The real page: its location, `fetch` and `sendBeacon`, idle callbacks, and `pagehide` plus
 * `visibilitychange` to hidden (the last moment a mobile browser promises to a page).
 * @example const sender = createAnalyticsSender({ endpoint, environment: browserAnalyticsEnvironment(), ... })
 */
export function browserAnalyticsEnvironment(): AnalyticsEnvironment {
  return {
    pageUrl: () => window.location.href,
    fetch: (...args) => globalThis.fetch(...args),
    sendBeacon:
      typeof navigator.sendBeacon === 'function'
        ? (url, data) => navigator.sendBeacon(url, data)
        : undefined,
    schedule(task) {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(task, { timeout: idleTimeoutMs })
      } else setTimeout(task, 0)
    },
    onPageHide(listener) {
      const onVisibility = () => document.visibilityState === 'hidden' && listener()
      window.addEventListener('pagehide', listener)
      document.addEventListener('visibilitychange', onVisibility)
      return () => {
        window.removeEventListener('pagehide', listener)
        document.removeEventListener('visibilitychange', onVisibility)
      }
    },
    randomId: randomUuid,
  }
}
