import { useCallback, useEffect, useRef, useState } from 'react'
import { Spinner, useAppKitInstance } from '../../internal.js'
import { accountStrings } from './accountStrings.js'
import type { BlockchainApi, HubListProps } from './HubListProps.js'

type AccountNft = Awaited<ReturnType<BlockchainApi['getNftsPage']>>['nfts'][number]

interface NftsState {
  nfts: AccountNft[]
  next: string | undefined
  loading: boolean
  failed: boolean
}

/** An NFT image: decoded off the main thread, lazily, and a blank tile when it fails. */
function NftImage({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState(false)
  if (!url || failed) return <span className="ak-nft-blank" aria-hidden="true" />
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      width={150}
      height={150}
      onError={() => setFailed(true)}
    />
  )
}

/**
 * The NFTs tab: what the account holds on the active network, with image, name and collection.
 * The client leaves out NFTs flagged as spam; a page that repeats a cursor ends the list.
 * @example <NftsTab api={api} address={address} network={network} />
 */
export function NftsTab({ api, address, network }: HubListProps) {
  const appKit = useAppKitInstance()
  const key = `${network.caipNetworkId}|${address}`
  // Kept with the account and network it lists, so a new pair starts out loading without a state
  // update inside the effect (a burst of wallet events must not chain nested renders).
  const [stored, setState] = useState<NftsState & { key: string }>()
  const state: NftsState =
    stored?.key === key ? stored : { nfts: [], next: undefined, loading: true, failed: false }
  const used = useRef(new Set<string>())
  const live = useRef(true)
  const fetchPage = useCallback(
    (cursor: string | undefined) => {
      if (!api) return
      if (cursor) used.current.add(cursor)
      api.getNftsPage(appKit, { address, caipNetwork: network, cursor }).then(
        (page) => {
          if (!live.current) return
          const next = page.next && !used.current.has(page.next) ? page.next : undefined
          setState((previous) => ({
            key,
            nfts: cursor && previous?.key === key ? [...previous.nfts, ...page.nfts] : page.nfts,
            next,
            loading: false,
            failed: false,
          }))
        },
        () =>
          live.current &&
          setState((previous) => ({
            key,
            nfts: previous?.key === key ? previous.nfts : [],
            next: previous?.key === key ? previous.next : undefined,
            loading: false,
            failed: true,
          })),
      )
    },
    [api, appKit, address, network, key],
  )
  const loadMore = (cursor: string) => {
    setState((previous) => previous && { ...previous, loading: true, failed: false })
    fetchPage(cursor)
  }
  useEffect(() => {
    live.current = true
    used.current = new Set()
    fetchPage(undefined)
    return () => {
      live.current = false
    }
  }, [fetchPage])
  const text = accountStrings.nfts
  if (state.nfts.length === 0) {
    if (state.loading || !api) return <Spinner />
    if (state.failed) return <p className="ak-empty">{text.failed}</p>
    return (
      <div className="ak-empty">
        <p>{text.empty}</p>
        <p>{text.emptyHint(network.name)}</p>
      </div>
    )
  }
  return (
    <>
      <ul className="ak-nfts" aria-label={text.listLabel}>
        {state.nfts.map((nft) => (
          // The name is clamped to two lines on screen: the tile's name and the tooltip keep it whole.
          <li key={nft.id} className="ak-nft" aria-label={text.tileLabel(nft.name, nft.collection)}>
            <NftImage url={nft.imageUrl} />
            <span className="ak-nft-name" title={nft.name}>
              {nft.name}
            </span>
            <span className="ak-nft-collection" title={nft.collection || undefined}>
              {nft.collection}
            </span>
          </li>
        ))}
      </ul>
      {state.loading ? <Spinner /> : null}
      {state.failed ? <p className="ak-empty">{text.failed}</p> : null}
      {state.next && !state.loading ? (
        <button
          type="button"
          className="ak-button"
          data-block=""
          onClick={() => state.next && loadMore(state.next)}
        >
          {text.loadMore}
        </button>
      ) : null}
    </>
  )
}
