import { formatUnits } from 'viem'
import { sandboxNft } from '../contracts/sandboxNft.js'
import type { TransactionTransfer } from './BlockchainApiTypes.js'
import type { SandboxAsset } from './sandboxAssets.js'

type Direction = TransactionTransfer['direction']

/**
 * A movement of a fungible in a history entry, valued at the asset's fixed sandbox price.
 * @example
 * toFungibleTransfer(sandboxAssets.token, 40_000_000n, 'out', assetsUrl)
 * // { fungible_info: { symbol: 'SUSD', ... }, direction: 'out', quantity: { numeric: '40' }, value: 40, price: 1 }
 */
export function toFungibleTransfer(
  asset: SandboxAsset,
  amount: bigint,
  direction: Direction,
  assetsUrl: string,
): TransactionTransfer {
  const numeric = formatUnits(amount, asset.decimals)
  return {
    fungible_info: {
      name: asset.name,
      symbol: asset.symbol,
      icon: { url: `${assetsUrl}/${asset.icon}` },
    },
    direction,
    quantity: { numeric },
    value: Number(numeric) * asset.priceUsd,
    price: asset.priceUsd,
  }
}

/**
 * A movement of one sandbox NFT in a history entry (SPEC section 3's `nft_info`): a quantity of 1,
 * no price (the sandbox has no NFT market), its picture and its spam flag.
 * @example
 * toNftTransfer(4n, 'in', assetsUrl)
 * // { nft_info: { name: 'Claim 1000 USDC at ...', flags: { is_spam: true }, ... }, quantity: { numeric: '1' }, ... }
 */
export function toNftTransfer(
  tokenId: bigint,
  direction: Direction,
  assetsUrl: string,
): TransactionTransfer {
  const item = sandboxNft.item(tokenId)
  return {
    nft_info: {
      name: item.name,
      content: { preview: { url: `${assetsUrl}/nft-${tokenId}.svg` } },
      flags: { is_spam: item.spam },
    },
    direction,
    quantity: { numeric: '1' },
    value: 0,
    price: 0,
  }
}
