/** The `st` query parameter of every Wallet API call: which SDK is calling (SPEC section 7). */
export const sdkType = 'appkit'

/**
 * The `sv` query parameter: `react-appkit-<package version>`, the same string `appkit doctor`
 * sends. A constant rather than a read of package.json, which a browser bundle cannot do; a test
 * keeps it equal to the package version.
 * @example new URLSearchParams({ st: sdkType, sv: sdkVersion }).toString()
 */
export const sdkVersion = 'react-appkit-0.1.0'
