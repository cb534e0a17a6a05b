import { sdkType, sdkVersion } from './sdkVersion.js'
import type { WalletApiContext } from './WalletApiContext.js'

/** A query value: lists are sent comma-separated; empty values and lists are left out. */
export type WalletApiQueryValue = string | number | readonly string[] | undefined

/**
 * The URL of a Wallet API route with the parameters every call carries (SPEC section 7):
 * `projectId`, `st` (sdk type) and `sv` (sdk version), then the call's own.
 * @example
 * walletApiUrl(api, '/getWallets', { page: 1, entries: 40, chains: ['eip155:1'] }).href
 * // https://api.web3modal.org/getWallets?projectId=…&st=appkit&sv=react-appkit-0.1.0&page=1&entries=40&chains=eip155%3A1
 */
export function walletApiUrl(
  api: WalletApiContext,
  path: string,
  query: Record<string, WalletApiQueryValue> = {},
): URL {
  const url = new URL(`${api.baseUrl.replace(/\/+$/, '')}${path}`)
  url.searchParams.set('projectId', api.projectId)
  url.searchParams.set('st', sdkType)
  url.searchParams.set('sv', api.sdkVersion ?? sdkVersion)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const text = typeof value === 'object' ? value.join(',') : String(value)
    if (text !== '') url.searchParams.set(key, text)
  }
  return url
}

/** The URL without its query, for messages and logs (SECURITY: query strings stay out of reports). */
export function displayApiUrl(url: URL): string {
  return `${url.origin}${url.pathname}`
}
