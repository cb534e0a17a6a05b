import type { WalletApiContext } from './WalletApiContext.js'
import { walletApiUrl } from './walletApiUrl.js'

// Registry image ids are UUIDs; the stand-in's are slugs. Nothing else belongs in the path.
const imageIdPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/

/**
 * The image endpoints of the Wallet API (SPEC section 7): wallets, assets (network logos),
 * currencies and tokens, each `GET {route}/{id}`.
 */
export type WalletApiImageRoute =
  | '/getWalletImage'
  | '/public/getAssetImage'
  | '/public/getCurrencyImage'
  | '/public/getTokenImage'

/**
 * The URL of an image of the Wallet API (`GET /getWalletImage/{id}` by default, or another of its
 * image endpoints, e.g. `/public/getAssetImage` for a network's `assets.imageId`) with the query
 * every call carries, for an `<img src>`; `undefined` for an id that is not a plain token (it
 * comes from the registry or the config, so it is untrusted and must not steer the path).
 * @example
 * getWalletImageUrl(api, 'a7f416de-aa03-4c5e-3280-ab49269aef00')
 * // https://api.web3modal.org/getWalletImage/a7f416de-…?projectId=…&st=appkit&sv=react-appkit-0.1.0
 * getWalletImageUrl(api, network.assets.imageId, '/public/getAssetImage')
 */
export function getWalletImageUrl(
  api: WalletApiContext,
  imageId: string,
  route: WalletApiImageRoute = '/getWalletImage',
): string | undefined {
  if (!imageIdPattern.test(imageId) || imageId.includes('..')) return undefined
  return walletApiUrl(api, `${route}/${encodeURIComponent(imageId)}`).href
}
