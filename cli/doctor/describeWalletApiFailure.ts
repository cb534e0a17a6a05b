import { displayUrl } from './displayUrl.js'
import type { WalletApiFailure } from './fetchWalletApi.js'

/**
 * One line explaining a failed Wallet API call: what happened, and what to do about it.
 * Rate limits, server errors and refusals use the names of SPEC section 8.
 * @example describeWalletApiFailure({ kind: 'rateLimited', status: 429 }, 'the allowed origins', api)
 * // 'Rate Limited (RATE_LIMITED): the Wallet API answered HTTP 429 for the allowed origins; ...'
 */
export function describeWalletApiFailure(
  failure: WalletApiFailure,
  what: string,
  walletApi: string,
): string {
  const api = `the Wallet API (${displayUrl(walletApi)})`
  switch (failure.kind) {
    case 'rateLimited':
      return `Rate Limited (RATE_LIMITED): ${api} answered HTTP 429 for ${what}; wait a minute and run doctor again`
    case 'serverError':
      return `Server Error (SERVER_ERROR): ${api} answered HTTP ${failure.status} for ${what}; the service has a problem, try again later`
    case 'forbidden':
      return `Invalid App Configuration: ${api} refused the projectId for ${what} (HTTP 403${failure.message ? `: ${failure.message}` : ''}); check that projectId is the one shown in your WalletConnect dashboard`
    case 'status':
      return `${api} answered HTTP ${failure.status} for ${what}${failure.message ? ` (${failure.message})` : ''}`
    case 'unreachable':
      return `${api} ${failure.reason}: could not get ${what}; check your connection or services.walletApi`
    case 'malformed':
      return `${api} answered ${what} with a body that is not valid JSON`
    case 'shape':
      return `${api} answered ${what} in an unexpected shape (${failure.problem})`
  }
}
