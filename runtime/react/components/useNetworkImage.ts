import { useEffect, useState } from 'react'
import type { CaipNetwork } from '../../../schema/index.js'
import { type AppKit, loadWalletApi, type WalletApi } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

// The Wallet API client is a chunk of its own; once loaded, later buttons resolve at once.
let walletApi: WalletApi | undefined

function assetUrl(api: WalletApi, appKit: AppKit, imageId: string): string | undefined {
  return api.getWalletImageUrl(
    api.walletApiContext(appKit.config),
    imageId,
    '/public/getAssetImage',
  )
}

export interface NetworkImage {
  /** What to put in `<img src>`: the network's `imageUrl`, else its `imageId` on the Wallet API. */
  src: string | undefined
  /** The image URL is still being worked out (the Wallet API chunk is loading). */
  pending: boolean
}

/**
 * The image of a network (SPEC section 3, `assets`): `imageUrl` as it is, or `imageId` through the
 * Wallet API's `/public/getAssetImage/{id}`; no `src` when it has neither.
 * @example const { src, pending } = useNetworkImage(caipNetwork)
 */
export function useNetworkImage(network: CaipNetwork | undefined): NetworkImage {
  const appKit = useAppKitInstance()
  const direct = network?.assets?.imageUrl
  const imageId = direct ? undefined : network?.assets?.imageId
  const [resolved, setResolved] = useState<{ id: string; src: string | undefined }>()
  const ready = walletApi
  useEffect(() => {
    if (!imageId || walletApi) return
    let live = true
    loadWalletApi().then(
      (api) => {
        walletApi = api
        if (live) setResolved({ id: imageId, src: assetUrl(api, appKit, imageId) })
      },
      // Offline before the chunk came: the letter stands in.
      () => live && setResolved({ id: imageId, src: undefined }),
    )
    return () => {
      live = false
    }
  }, [appKit, imageId])
  if (direct) return { src: direct, pending: false }
  if (!imageId) return { src: undefined, pending: false }
  if (ready) return { src: assetUrl(ready, appKit, imageId), pending: false }
  if (resolved?.id === imageId) return { src: resolved.src, pending: false }
  return { src: undefined, pending: true }
}
