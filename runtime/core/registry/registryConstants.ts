// The wallet registry's numbers (SPEC section 9).

/** Wallets per page of All Wallets (infinite scroll). */
export const registryPageSize = 40
/** Recommended wallets shown on the Connect view. */
export const recommendedWalletsCount = 4
/** Wallets a search returns. */
export const searchEntries = 100
/** Typing pause before a search is sent. */
export const searchDebounceMs = 300
/** How long a wallet image may load before its placeholder shows instead. */
export const imagePreloadTimeoutMs = 2000
