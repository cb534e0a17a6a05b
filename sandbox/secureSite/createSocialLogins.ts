import { randomBytes } from 'node:crypto'
import type { SandboxSocialProvider } from './socialProviders.js'

/** How long a consent page works once the frame asked for it. */
export const socialStateLifetimeMs = 10 * 60_000
/** How long the one-time code of a result uri works. */
export const socialCodeLifetimeMs = 5 * 60_000
/** How many sign-ins may be under way at once (each frame starts one per click). */
const maxLive = 1000

/** A sign-in under way: what the consent page shows and where its result goes. */
export interface SocialSignIn {
  provider: SandboxSocialProvider
  /** The app's origin (the frame's parent): the only one the popup's result is posted to. */
  parentOrigin: string
  /** The redirect flow's page of the app (its origin is `parentOrigin`); none for the popup flow. */
  returnTo?: string
  /** The app's name as its frame knows it (SYNC_DAPP_DATA): untrusted text. */
  appName: string
  /** The browser (device cookie of the frame) that started it: the only one that may spend it. */
  device: string
}

/** Why a result uri was refused, in the words the frame passes on to the kit. */
export type SocialRefusal =
  | 'Invalid login link'
  | 'This login link was already used'
  | 'This login link expired'
  | 'Social login was denied'

export interface SocialLogins {
  /** Starts a sign-in: the state its consent page is opened with. */
  start(signIn: SocialSignIn, now?: number): { state: string } | { refused: 'Too many sign-ins' }
  /** The live sign-in of `state` for `provider` (its consent page), if any. */
  signInOf(state: string, provider: string, now?: number): SocialSignIn | undefined
  /**
   * The user's answer on the consent page: ends the sign-in (one answer per state) and makes the
   * one-time code of its result uri, bound to the state, the provider and the user name (a
   * denied one answers 'Social login was denied' when spent). Undefined when the state is not
   * live for that provider.
   */
  decide(
    state: string,
    provider: string,
    answer: { userName: string } | 'denied',
    now?: number,
  ): { signIn: SocialSignIn; code: string } | undefined
  /** Spends the code of a result uri, once, from the browser that started its sign-in. */
  spend(
    fields: { code: string; state: string; device: string | undefined },
    now?: number,
  ): { provider: SandboxSocialProvider; userName: string } | { refused: SocialRefusal }
}

const token = () => randomBytes(24).toString('base64url')

/**
 * The sandbox secure site's social sign-ins (its stand-in of an OAuth provider): a state per
 * consent page (10 min), then a one-time code per answer (5 min). A code is good once, only with
 * its state, and only in the browser that asked for the consent page (the frame's device
 * cookie): a result uri that leaks (a log, a screenshot) logs no one in elsewhere.
 * @example
 * const logins = createSocialLogins()
 * const { state } = logins.start({ provider: 'google', parentOrigin, appName, device })
 */
export function createSocialLogins(): SocialLogins {
  const signIns = new Map<string, SocialSignIn & { expiresAt: number }>()
  const codes = new Map<
    string,
    { state: string; signIn: SocialSignIn; userName?: string; expiresAt: number }
  >()
  // Spent codes, kept until they would have expired, to say 'already used' rather than 'invalid'.
  const spent = new Map<string, number>()

  function prune(now: number): void {
    for (const [key, each] of signIns) if (now >= each.expiresAt) signIns.delete(key)
    for (const [key, expiresAt] of spent) if (now >= expiresAt) spent.delete(key)
    // Expired codes stay until tried or well past their expiry, so a late try says 'expired'.
    for (const [key, each] of codes)
      if (now >= each.expiresAt + socialCodeLifetimeMs) codes.delete(key)
  }

  function liveSignIn(state: string, provider: string, now: number): SocialSignIn | undefined {
    const signIn = signIns.get(state)
    if (!signIn || signIn.provider !== provider || now >= signIn.expiresAt) return undefined
    const { expiresAt: _, ...rest } = signIn
    return rest
  }

  return {
    start(signIn, now = Date.now()) {
      prune(now)
      if (signIns.size >= maxLive) return { refused: 'Too many sign-ins' }
      const state = token()
      signIns.set(state, { ...signIn, expiresAt: now + socialStateLifetimeMs })
      return { state }
    },
    signInOf: (state, provider, now = Date.now()) => liveSignIn(state, provider, now),
    decide(state, provider, answer, now = Date.now()) {
      const signIn = liveSignIn(state, provider, now)
      if (!signIn) return undefined
      signIns.delete(state)
      const code = token()
      codes.set(code, {
        state,
        signIn,
        ...(answer === 'denied' ? {} : { userName: answer.userName }),
        expiresAt: now + socialCodeLifetimeMs,
      })
      return { signIn, code }
    },
    spend({ code, state, device }, now = Date.now()) {
      prune(now)
      if (spent.has(code)) return { refused: 'This login link was already used' }
      const entry = codes.get(code)
      // Another browser's code is not spent by the try: it stays good where it belongs.
      if (!entry || entry.state !== state || !device || entry.signIn.device !== device)
        return { refused: 'Invalid login link' }
      codes.delete(code)
      if (now >= entry.expiresAt) return { refused: 'This login link expired' }
      spent.set(code, entry.expiresAt)
      if (entry.userName === undefined) return { refused: 'Social login was denied' }
      return { provider: entry.signIn.provider, userName: entry.userName }
    },
  }
}
