import { randomBytes } from 'node:crypto'

/** How long a Farcaster approval page works (the kit shows it as a QR code and a link). */
export const farcasterLifetimeMs = 4 * 60_000
/** How many CONNECT_FARCASTER waits one link may hold open at once (tabs, a retry). */
export const maxFarcasterWaiters = 3

/** How a wait for a Farcaster approval ended, in the words the frame passes on to the kit. */
export type FarcasterOutcome =
  | { userName: string }
  | { refused: 'Farcaster login was denied' | 'Farcaster URI expired' }
  /** The browser went away, or too many waits: nobody reads the answer. */
  | { refused: 'dropped' }

export interface FarcasterChannels {
  /**
   * A new approval page for the browser `device`; it replaces the browser's previous one, whose
   * waits end with 'Farcaster URI expired'.
   */
  open(device: string, appName: string, now?: number): { channel: string; expiresAt: number }
  /** The app name a live channel's page shows; undefined when it is unknown or expired. */
  pageOf(channel: string, now?: number): { appName: string; expiresAt: number } | undefined
  /** The answer on the page; false when the channel is not live or already answered. */
  decide(channel: string, answer: { userName: string } | 'denied', now?: number): boolean
  /**
   * Waits until the browser's live channel is answered (taking the answer: one login per
   * approval), it expires or is replaced, or `signal` aborts.
   */
  wait(device: string, signal?: AbortSignal): Promise<FarcasterOutcome>
}

interface Channel {
  id: string
  device: string
  appName: string
  expiresAt: number
  answer?: { userName: string } | 'denied'
  waiters: Set<(outcome: FarcasterOutcome) => void>
  timer: ReturnType<typeof setTimeout>
}

/**
 * The sandbox secure site's Farcaster stand-in: one live approval page per browser (the frame's
 * device cookie), alive `lifetimeMs` (4 min), answered once on its page; CONNECT_FARCASTER waits
 * on it (a long poll) and takes the answer.
 * @example
 * const channels = createFarcasterChannels()
 * const { channel } = channels.open(device, 'Shop')
 */
export function createFarcasterChannels(lifetimeMs = farcasterLifetimeMs): FarcasterChannels {
  const byId = new Map<string, Channel>()
  const byDevice = new Map<string, Channel>()

  function close(channel: Channel, outcome: FarcasterOutcome): void {
    clearTimeout(channel.timer)
    byId.delete(channel.id)
    if (byDevice.get(channel.device) === channel) byDevice.delete(channel.device)
    for (const settle of [...channel.waiters]) settle(outcome)
  }

  const outcomeOf = (answer: { userName: string } | 'denied'): FarcasterOutcome =>
    answer === 'denied' ? { refused: 'Farcaster login was denied' } : answer

  const live = (id: string, now: number) => {
    const channel = byId.get(id)
    return channel && now < channel.expiresAt ? channel : undefined
  }

  return {
    open(device, appName, now = Date.now()) {
      const previous = byDevice.get(device)
      if (previous) close(previous, { refused: 'Farcaster URI expired' })
      const id = randomBytes(24).toString('base64url')
      const channel: Channel = {
        id,
        device,
        appName,
        expiresAt: now + lifetimeMs,
        waiters: new Set(),
        timer: setTimeout(() => close(channel, { refused: 'Farcaster URI expired' }), lifetimeMs),
      }
      // A link nobody opens does not keep the process alive.
      channel.timer.unref?.()
      byId.set(id, channel)
      byDevice.set(device, channel)
      return { channel: id, expiresAt: channel.expiresAt }
    },
    pageOf(id, now = Date.now()) {
      const channel = live(id, now)
      if (!channel || channel.answer) return undefined
      return { appName: channel.appName, expiresAt: channel.expiresAt }
    },
    decide(id, answer, now = Date.now()) {
      const channel = live(id, now)
      if (!channel || channel.answer) return false
      channel.answer = answer
      // Taken by the waits already there; else kept for the first one to come.
      if (channel.waiters.size > 0) close(channel, outcomeOf(answer))
      return true
    },
    wait(device, signal) {
      const channel = byDevice.get(device)
      if (!channel || Date.now() >= channel.expiresAt)
        return Promise.resolve({ refused: 'Farcaster URI expired' })
      if (channel.answer) {
        const outcome = outcomeOf(channel.answer)
        close(channel, outcome)
        return Promise.resolve(outcome)
      }
      if (channel.waiters.size >= maxFarcasterWaiters || signal?.aborted)
        return Promise.resolve({ refused: 'dropped' })
      return new Promise((resolve) => {
        const settle = (outcome: FarcasterOutcome) => {
          channel.waiters.delete(settle)
          signal?.removeEventListener('abort', dropped)
          resolve(outcome)
        }
        const dropped = () => settle({ refused: 'dropped' })
        signal?.addEventListener('abort', dropped, { once: true })
        channel.waiters.add(settle)
      })
    },
  }
}
