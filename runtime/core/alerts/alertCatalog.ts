/** How an alert reads: a fault to act on, a caution, or a note (SPEC section 8). */
export type AlertSeverity = 'error' | 'warning' | 'info'

/** One alert of SPEC section 8: its title (the short message), its message and its severity. */
export interface AlertEntry {
  readonly title: string
  readonly message: string
  readonly severity: AlertSeverity
}

/**
 * SPEC section 8's alerts, by key. The titles are SPEC's words exactly; the messages are its long
 * messages as sentences, or ours where SPEC gives none. Several keys share the title 'Invalid App
 * Configuration': each names a different cause.
 */
export const alertCatalog = {
  SWITCH_NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    message: 'Network must be in the networks list.',
    severity: 'error',
  },
  ORIGIN_NOT_ALLOWED: {
    title: 'Invalid App Configuration',
    message:
      "Origin not on the allowlist: add this site's origin to the project's allowed origins.",
    severity: 'error',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Invalid App Configuration',
    message: 'Unverified domain: verify this domain in the project settings.',
    severity: 'error',
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid App Configuration',
    message: 'Invalid Project ID: check projectId in appkit.config.ts.',
    severity: 'error',
  },
  IFRAME_LOAD_FAILED: {
    title: 'Network Error - Could not load embedded wallet',
    message: 'Try again later.',
    severity: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    message: 'The embedded wallet did not answer in time. Try again later.',
    severity: 'error',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    message: 'Invalid session, check time settings and reconnect.',
    severity: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    message: 'Set projectId in appkit.config.ts to connect wallets through WalletConnect.',
    severity: 'error',
  },
  SERVER_ERROR: {
    title: 'Server Error',
    message: 'Failed to get app configuration.',
    severity: 'error',
  },
  RATE_LIMITED: {
    title: 'Rate Limited',
    message: 'Too many requests: try again in a minute.',
    severity: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: 'Multi-wallet not enabled',
    message: 'Turn on the multiWallet feature to connect several wallets at once.',
    severity: 'info',
  },
} as const satisfies Record<string, AlertEntry>

export type AlertKey = keyof typeof alertCatalog
