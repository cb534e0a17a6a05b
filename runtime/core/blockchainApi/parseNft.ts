import { displayText, isRecord, maxNameLength, maxSymbolLength, plainId } from './readFields.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

/** An NFT the account holds, validated and made safe to show. */
export interface AccountNft {
  id: string
  /** CAIP-2 of the network. */
  chainId: string
  contract: { address: string; name?: string; symbol?: string }
  /** Decimal token id, as a string (ids exceed 2^53). */
  tokenId: string
  /** The NFT's name, else the collection's with the token id. */
  name: string
  description?: string
  /** `https:` (or `http:` on loopback), else ''. */
  imageUrl: string
  /** The collection's name (or symbol) for the grid's second line; '' when the contract has none. */
  collection: string
}

// Descriptions are long-form, but a tile shows two lines at most.
const maxDescriptionLength = 280

function parseTokenId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value)
  return typeof value === 'string' && /^\d{1,78}$/.test(value) ? value : undefined
}

/**
 * One entry of `GET /v1/account/{address}/nfts`, or `undefined` when it is malformed, of another
 * chain than `caipNetworkId`, or flagged as spam (airdropped spam carries phishing links).
 * @example parseNft(body.data[0], 'eip155:1') // { name: 'Punk #1', imageUrl: 'https://…', ... }
 */
export function parseNft(value: unknown, caipNetworkId: string): AccountNft | undefined {
  if (!isRecord(value) || value.chainId !== caipNetworkId || !isRecord(value.contract)) {
    return undefined
  }
  if (!isRecord(value.flags) || value.flags.is_spam !== false) return undefined
  const id = plainId(value.id)
  const tokenId = parseTokenId(value.tokenId)
  const address = plainId(value.contract.address)
  if (!id || !tokenId || !address) return undefined
  const contractName = displayText(value.contract.name, maxNameLength)
  const symbol = displayText(value.contract.symbol, maxSymbolLength)
  const collection = contractName ?? symbol ?? ''
  const name =
    displayText(value.name, maxNameLength) ??
    displayText(`${collection} #${tokenId}`, maxNameLength)
  const description = displayText(value.description, maxDescriptionLength)
  const nft: AccountNft = {
    id,
    chainId: caipNetworkId,
    contract: {
      address,
      ...(contractName ? { name: contractName } : {}),
      ...(symbol ? { symbol } : {}),
    },
    tokenId,
    name: name ?? `#${tokenId}`,
    ...(description ? { description } : {}),
    imageUrl: sanitizeImageUrl(isRecord(value.image) ? value.image.url : undefined),
    collection,
  }
  return nft
}
