import { randomBytes } from 'node:crypto'
import type { SandboxMail } from './createLoginStore.js'

/** How long an approval link works. */
export const deviceLinkLifetimeMs = 10 * 60_000

export interface DeviceCheck {
  /** Whether a login from a device not yet approved for its email must be approved first. */
  enabled: boolean
  /** Whether `device` was approved for `email`. */
  isKnown(email: string, device: string): boolean
  /** Mails `email` a link that approves `device` for it (the previous link stops working). */
  ask(email: string, device: string, siteOrigin: string, now?: number): SandboxMail
  /** The link with `token` was opened: approves its device. False for an unknown, used or expired token. */
  approve(token: string, now?: number): boolean
  /** Resolves true once `device` is approved for `email`, false after `timeoutMs`. */
  waitFor(email: string, device: string, timeoutMs: number): Promise<boolean>
}

/**
 * The sandbox secure site's device approval (SPEC section 4's "verify device" step of an email
 * login): when enabled, a browser that has not logged in as an email before gets a link by email
 * instead of a code; opening it approves that browser, and only then is the code mailed. Devices
 * are told apart by a random id the site keeps in a cookie of their own.
 * @example const devices = createDeviceCheck(store.mail); devices.enabled = true
 */
export function createDeviceCheck(mail: SandboxMail[]): DeviceCheck {
  const known = new Set<string>()
  const links = new Map<string, { pair: string; expiresAt: number }>()
  const waiting = new Map<string, Set<() => void>>()
  const pairOf = (email: string, device: string) => `${email}\n${device}`

  return {
    enabled: false,
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
        text: 'Someone is logging in to your appkit sandbox wallet from a new browser. If it is you, open the link to approve it. It works once, for 10 minutes.',
        code: '',
        link,
        sentAt: now,
      }
      mail.push(message)
      return message
    },
    approve(token, now = Date.now()) {
      const link = links.get(token)
      if (!link) return false
      links.delete(token)
      if (now >= link.expiresAt) return false
      known.add(link.pair)
      for (const wake of waiting.get(link.pair) ?? []) wake()
      waiting.delete(link.pair)
      return true
    },
    waitFor(email, device, timeoutMs) {
      const pair = pairOf(email, device)
      if (known.has(pair)) return Promise.resolve(true)
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          resolve(true)
        }
        const timer = setTimeout(() => {
          waiting.get(pair)?.delete(wake)
          resolve(false)
        }, timeoutMs)
        // A pending wait does not keep the process alive.
        timer.unref?.()
        const set = waiting.get(pair) ?? new Set()
        set.add(wake)
        waiting.set(pair, set)
      })
    },
  }
}
