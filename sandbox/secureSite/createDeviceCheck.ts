import { randomBytes } from 'node:crypto'
import type { SandboxMail } from './createLoginStore.js'

/** How long an approval link works. */
export const deviceLinkLifetimeMs = 10 * 60_000

export interface DeviceCheck {
  /** Whether a login from a device not yet approved for its email must be approved first. */
  enabled: boolean
  /** How long a CONNECT_DEVICE waits for the approval: 100 s, inside the kit's 120 s. */
  waitMs: number
  /** Whether `device` was approved for `email`. */
  isKnown(email: string, device: string): boolean
  /** Mails `email` a link that approves `device` for it (the previous link stops working). */
  ask(email: string, device: string, siteOrigin: string, now?: number): SandboxMail
  /** The link with `token` was confirmed: approves its device. False for an unknown, used or expired token. */
  approve(token: string, now?: number): boolean
  /**
   * Resolves true once `device` is approved for `email`; false after `timeoutMs`, when `signal`
   * aborts (the browser went away: the wait is dropped), or at once when `maxWaiters` already wait.
   */
  waitFor(email: string, device: string, timeoutMs: number, signal?: AbortSignal): Promise<boolean>
  /** True once after each approval: the one waiter that should mail the login code. */
  takeOwedCode(email: string, device: string): boolean
}

/** How many waits one email and browser may hold open at once (tabs, a retry after Back). */
export const maxWaiters = 3

/**
 * The sandbox secure site's device approval (SPEC section 4's "verify device" step of an email
 * login): when enabled, a browser not yet approved for an email gets a link by email instead of
 * a code; confirming it approves that browser, and only then is the code mailed (and accepted
 * only there). Devices are told apart by a random id the site keeps in a cookie of their own.
 * @example const devices = createDeviceCheck(store.deliver); devices.enabled = true
 */
export function createDeviceCheck(deliver: (mail: SandboxMail) => void): DeviceCheck {
  const known = new Set<string>()
  const links = new Map<string, { pair: string; expiresAt: number }>()
  const waiting = new Map<string, Set<() => void>>()
  const owed = new Set<string>()
  const pairOf = (email: string, device: string) => `${email}\n${device}`

  return {
    enabled: false,
    waitMs: 100_000,
    isKnown: (email, device) => known.has(pairOf(email, device)),
    ask(email, device, siteOrigin, now = Date.now()) {
      const pair = pairOf(email, device)
      for (const [token, link] of links) if (link.pair === pair) links.delete(token)
      const token = randomBytes(24).toString('base64url')
      links.set(token, { pair, expiresAt: now + deviceLinkLifetimeMs })
      const link = `${siteOrigin}/device/approve?token=${token}`
      const message: SandboxMail = {
        to: email,
        subject: 'Approve this device',
        text: 'Someone is logging in to your appkit sandbox wallet from a new browser. If it is you, open the link and confirm. It works once, for 10 minutes.',
        code: '',
        link,
        sentAt: now,
      }
      deliver(message)
      return message
    },
    approve(token, now = Date.now()) {
      const link = links.get(token)
      if (!link) return false
      links.delete(token)
      if (now >= link.expiresAt) return false
      known.add(link.pair)
      owed.add(link.pair)
      for (const wake of [...(waiting.get(link.pair) ?? [])]) wake()
      return true
    },
    waitFor(email, device, timeoutMs, signal) {
      const pair = pairOf(email, device)
      if (known.has(pair)) return Promise.resolve(true)
      const set = waiting.get(pair) ?? new Set()
      if (set.size >= maxWaiters || signal?.aborted) return Promise.resolve(false)
      return new Promise((resolve) => {
        const finish = (approved: boolean) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', dropped)
          set.delete(wake)
          if (set.size === 0 && waiting.get(pair) === set) waiting.delete(pair)
          resolve(approved)
        }
        const wake = () => finish(true)
        const dropped = () => finish(false)
        const timer = setTimeout(dropped, timeoutMs)
        // A pending wait does not keep the process alive.
        timer.unref?.()
        signal?.addEventListener('abort', dropped, { once: true })
        set.add(wake)
        waiting.set(pair, set)
      })
    },
    takeOwedCode(email, device) {
      return owed.delete(pairOf(email, device))
    },
  }
}
