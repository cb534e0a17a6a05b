/** How the recorder answered a `POST /e`: a status, the socket destroyed, or no answer at all. */
export type RecorderAnswer = number | 'close' | 'hang'

/** One `POST /e` as the recorder received it. */
export interface RecordedAnalyticsEvent {
  /** 1, 2, 3, ... in arrival order; it keeps counting after `clear()`. */
  seq: number
  /** When it arrived, in ms since the epoch. */
  receivedAt: number
  /** Every query parameter: `projectId`, `st` and `sv`, and anything else sent. */
  query: Record<string, string>
  contentType: string | null
  /** The body parsed as JSON, or `{ invalid: <text> }` when it is not JSON. */
  body: unknown
  /** `body.props.event` when it is a string (`MODAL_OPEN`, ...). */
  event: string | undefined
  /** `body.props.type` when it is a string (`track` or `error`). */
  type: string | undefined
  /** What the recorder answered (204 unless a test said otherwise). */
  answer: RecorderAnswer
}

export interface WaitForEventOptions {
  /** Default 10 000 ms. */
  timeoutMs?: number
  /** Only events with a larger `seq` count (default 0: any). */
  after?: number
}

export interface AnalyticsEventLog {
  record(request: {
    query: Record<string, string>
    contentType: string | null
    text: string
    answer: RecorderAnswer
  }): RecordedAnalyticsEvent
  /** The kept events, oldest first. */
  events(): RecordedAnalyticsEvent[]
  /** How many older events were let go to stay within the cap since the last `clear()`. */
  dropped(): number
  clear(): void
  waitForEvent(event: string, options?: WaitForEventOptions): Promise<RecordedAnalyticsEvent>
  /** Rejects the waits still pending: the recorder is stopping. */
  close(): void
}

interface Waiter {
  matches(recorded: RecordedAnalyticsEvent): boolean
  resolve(recorded: RecordedAnalyticsEvent): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return { invalid: text }
  }
}

function propOf(body: unknown, key: 'event' | 'type'): string | undefined {
  const props = isRecord(body) ? body.props : undefined
  const value = isRecord(props) ? props[key] : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * The recorder's memory: events in arrival order, the oldest let go past `keep` (a page left
 * open all day must not grow the dev server without bound), and waits for an event by name.
 * @example
 * const log = createEventLog(1000)
 * log.record({ query: {}, contentType: 'text/plain', text: '{"props":{"event":"MODAL_OPEN"}}', answer: 204 })
 * log.events()[0]?.event // 'MODAL_OPEN'
 */
export function createEventLog(keep: number): AnalyticsEventLog {
  const kept: RecordedAnalyticsEvent[] = []
  const waiters = new Set<Waiter>()
  let seq = 0
  let dropped = 0

  return {
    record({ query, contentType, text, answer }) {
      const body = parseBody(text)
      const recorded: RecordedAnalyticsEvent = {
        seq: ++seq,
        receivedAt: Date.now(),
        query,
        contentType,
        body,
        event: propOf(body, 'event'),
        type: propOf(body, 'type'),
        answer,
      }
      kept.push(recorded)
      if (kept.length > keep) dropped += kept.splice(0, kept.length - keep).length
      for (const waiter of waiters) {
        if (!waiter.matches(recorded)) continue
        waiters.delete(waiter)
        clearTimeout(waiter.timer)
        waiter.resolve(recorded)
      }
      return recorded
    },
    events: () => [...kept],
    dropped: () => dropped,
    clear() {
      kept.length = 0
      dropped = 0
    },
    waitForEvent(event, options = {}) {
      const after = options.after ?? 0
      const matches = (recorded: RecordedAnalyticsEvent) =>
        recorded.event === event && recorded.seq > after
      const found = kept.find(matches)
      if (found) return Promise.resolve(found)
      const timeoutMs = options.timeoutMs ?? 10_000
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          matches,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter)
            const seen = kept.map((each) => each.event ?? '(no props.event)').join(', ')
            reject(
              new Error(
                `no analytics event ${event} recorded within ${timeoutMs} ms; recorded: ${seen || 'none'}`,
              ),
            )
          }, timeoutMs),
        }
        waiters.add(waiter)
      })
    },
    close() {
      for (const waiter of waiters) {
        clearTimeout(waiter.timer)
        waiter.reject(new Error('the analytics recorder stopped'))
      }
      waiters.clear()
    },
  }
}
