import { parseWalletQuery, queryWallets } from './queryWallets.js'
import { renderNetworkImage } from './renderNetworkImage.js'
import { renderWalletImage } from './renderWalletImage.js'
import type { WalletApiFixture, WalletApiRoute } from './WalletApiFixture.js'

/** A response before it is written: status, content type and body. */
export interface WalletApiAnswer {
  status: number
  type: 'application/json' | 'image/svg+xml'
  body: string
}

const json = (status: number, value: unknown): WalletApiAnswer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value),
})

/**
 * Which route a path belongs to; `/getWalletImage/{id}` and `/public/getAssetImage/{id}` carry
 * their id.
 * @example routeOf('/getWalletImage/metamask-logo') // { route: '/getWalletImage', imageId: 'metamask-logo' }
 */
export function routeOf(pathname: string): { route: WalletApiRoute; imageId?: string } | undefined {
  const image = /^(\/getWalletImage|\/public\/getAssetImage)\/([^/]+)$/.exec(pathname)
  if (image?.[1] && image[2]) {
    const route = image[1] as '/getWalletImage' | '/public/getAssetImage'
    return { route, imageId: decodeURIComponent(image[2]) }
  }
  switch (pathname) {
    case '/projects/v1/origins':
    case '/appkit/v1/config':
    case '/getWallets':
    case '/getAnalyticsConfig':
      return { route: pathname }
    default:
      return undefined
  }
}

/**
 * Refuses a request without a well-formed project id the way the service does (401 when it is
 * missing, 403 when it is not 32 hex characters); undefined when the id is acceptable.
 * @example refuseProjectId(new URLSearchParams('projectId=nope'))?.status // 403
 */
export function refuseProjectId(params: URLSearchParams): WalletApiAnswer | undefined {
  const projectId = params.get('projectId')
  if (!projectId) return json(401, { message: 'Unauthorized: missing projectId' })
  if (!/^[0-9a-f]{32}$/i.test(projectId)) return json(403, { message: 'Unauthorized: invalid key' })
  return undefined
}

/**
 * Answers one Wallet API route from the fixture, with the paths and shapes of SPEC section 7.
 * @example answerWalletApi({ route: '/getAnalyticsConfig' }, params, fixture) // 200 { isAnalyticsEnabled }
 */
export function answerWalletApi(
  target: { route: WalletApiRoute; imageId?: string },
  params: URLSearchParams,
  fixture: WalletApiFixture,
): WalletApiAnswer {
  switch (target.route) {
    case '/projects/v1/origins':
      return json(200, { allowedOrigins: fixture.allowedOrigins })
    case '/appkit/v1/config':
      return json(200, { features: fixture.features })
    case '/getAnalyticsConfig':
      return json(200, { isAnalyticsEnabled: fixture.isAnalyticsEnabled })
    case '/getWallets': {
      const query = parseWalletQuery(params)
      if (!query) return json(400, { message: 'page and entries must be positive integers' })
      return json(200, queryWallets(fixture.wallets, query))
    }
    case '/getWalletImage': {
      const known = fixture.wallets.some((wallet) => wallet.image_id === target.imageId)
      if (!known || !target.imageId) return json(404, { message: 'Image not found' })
      return { status: 200, type: 'image/svg+xml', body: renderWalletImage(target.imageId) }
    }
    case '/public/getAssetImage': {
      // The built-in networks' logos (their `assets.imageId`).
      const body = target.imageId ? renderNetworkImage(target.imageId) : undefined
      if (!body) return json(404, { message: 'Image not found' })
      return { status: 200, type: 'image/svg+xml', body }
    }
  }
}
