import { BaseError } from '../../kernel.js'

/** Why a social or Farcaster login ended without a connected wallet. */
export type SocialLoginFailure =
  /** The popup was blocked, or closed before the result (SPEC section 4). */
  | 'popup-closed'
  /** The secure site gave no page to send the popup to, or one on another origin. */
  | 'initiate'
  /** The user chose Deny on the provider's consent page: the secure site's own words. */
  | 'denied'
  /** The secure site refused the result (CONNECT_SOCIAL): its own words. */
  | 'refused'
  /** Farcaster: the approval failed, expired unanswered, or was denied. */
  | 'farcaster'
  /** A mini-app `result_uri` that does not parse or is not the secure site's. */
  | 'invalid-result'
  /** A mini-app `result_uri` with no login of this page waiting for it (replayed, or stale). */
  | 'replayed'
  /** Another social login started in this page. */
  | 'replaced'
  /** The kit gave up (the modal was closed). */
  | 'aborted'

const shortMessages: Record<Exclude<SocialLoginFailure, 'denied' | 'refused'>, string> = {
  'popup-closed': 'Popup closed',
  initiate: 'Failed to initiate social connection',
  farcaster: 'Failed to connect to farcaster',
  'invalid-result': 'Invalid login link',
  replayed: 'This login link was already used',
  replaced: 'Social login replaced',
  aborted: 'Social login canceled',
}

const detailsOf: Record<SocialLoginFailure, string> = {
  'popup-closed': 'The login popup was blocked by the browser or closed before the login ended.',
  initiate: 'The secure site did not give a sign-in page on its own origin for the popup.',
  denied: "The user declined on the provider's consent page.",
  refused: 'The secure site refused the login result.',
  farcaster: 'The Farcaster approval did not complete.',
  'invalid-result':
    "The page's result_uri is not a URL of the secure site: it was removed and not sent.",
  replayed:
    "The page's result_uri arrived with no login of this page waiting for it (used once already, or opened from elsewhere): it was removed and not sent.",
  replaced: 'A newer social login started in this page; this one was given up.',
  aborted: 'The social login was given up before it ended (the modal was closed).',
}

/** User-side endings: the UI goes back to idle rather than showing a failure. */
const canceledFailures: ReadonlySet<SocialLoginFailure> = new Set([
  'popup-closed',
  'denied',
  'replaced',
  'aborted',
])

const code = 'SOCIAL_LOGIN_FAILED' as const

/**
 * A social or Farcaster login that ended without a connected wallet (SPEC section 8): its
 * `shortMessage` is the words to show ('Popup closed', 'Failed to initiate social connection',
 * 'Failed to connect to farcaster', or the secure site's own message), `reason` says which.
 * @example
 * if (error instanceof SocialLoginError && error.canceled) backToIdle()
 * else showError(error.shortMessage)
 */
export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError' as const
  readonly reason: SocialLoginFailure
  constructor(
    reason: SocialLoginFailure,
    options: { message?: string | undefined; details?: string | undefined; cause?: unknown } = {},
  ) {
    const fixed = reason === 'denied' || reason === 'refused' ? undefined : shortMessages[reason]
    super(fixed ?? options.message ?? 'Failed to connect', {
      code,
      details: options.details ?? detailsOf[reason],
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    })
    this.reason = reason
  }

  /** Whether the user (or the kit) ended it: the login goes back to idle, nothing failed. */
  get canceled(): boolean {
    return canceledFailures.has(this.reason)
  }
}
