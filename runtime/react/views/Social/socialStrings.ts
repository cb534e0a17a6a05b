/**
 * The words of social login (the Connect view's row, AllSocials, ConnectingSocial and
 * ConnectingFarcaster), kept with the views so that they load with them; their header titles are
 * in `socialTitles.ts`, as the modal's header needs them first.
 */
export const socialStrings = {
  /** Each provider as it writes its own name. */
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
    farcaster: 'Farcaster',
  },
  /** The row of provider buttons on Connect, and the list of AllSocials. */
  listLabel: 'Social logins',
  /** A provider button's accessible name (its face is the provider's mark alone). */
  continueWith: (name: string) => `Continue with ${name}`,
  /** The last button of the row when it cannot hold every provider: opens AllSocials. */
  more: 'More',
  popup: {
    title: (name: string) => `Log in with ${name}`,
    /** While the provider's consent page is open in the popup. */
    waiting: 'Continue in the popup window',
    /** A messaging mini-app: the page itself goes to the consent page (no popup there). */
    redirecting: 'Taking you to the sign-in page...',
    /** The view opened with no login running (an app opened it): the click opens the popup. */
    idle: 'A popup window opens for you to sign in.',
    /** Under the failure's own words (SPEC section 8: 'Popup closed', ...). */
    failedHint: 'Try again to open a new sign-in window.',
  },
  farcaster: {
    qrLabel: 'Farcaster QR code',
    scan: 'Scan this code with your phone to sign in with Farcaster',
    preparing: 'Preparing the sign-in code...',
    /** The link button on a phone: the approval page in the Farcaster app or the browser. */
    open: 'Open Farcaster',
    failedHint: 'Try again for a new sign-in code.',
  },
} as const
