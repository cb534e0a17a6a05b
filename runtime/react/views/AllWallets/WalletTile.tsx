import type { RegistryWallet } from '../../../core/kernel.js'
import { strings } from '../../internal.js'
import { WalletImage } from './WalletImage.js'

/**
 * One wallet of the All Wallets grid: image, name (plain text: it comes from the registry), and
 * a dot when it is installed in this browser (then it connects directly).
 * @example <WalletTile wallet={wallet} installed={false} onSelect={open} />
 */
export function WalletTile({
  wallet,
  installed,
  onSelect,
}: {
  wallet: RegistryWallet
  installed: boolean
  onSelect(wallet: RegistryWallet): void
}) {
  return (
    <li>
      <button type="button" className="ak-aw-tile" onClick={() => onSelect(wallet)}>
        <WalletImage src={wallet.image_url} name={wallet.name} />
        {/* Long names are cut with an ellipsis: the title shows the whole name on hover. */}
        <span className="ak-aw-name" title={wallet.name}>
          {wallet.name}
        </span>
        {installed ? (
          <span className="ak-aw-installed">
            <span className="ak-visually-hidden">{strings.allWallets.installed}</span>
          </span>
        ) : null}
      </button>
    </li>
  )
}

/**
 * Stand-ins for tiles still loading (first page, next page, a search on its way).
 * @example <TileSkeletons count={8} />
 */
export function TileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <li key={index} className="ak-aw-skeleton" aria-hidden="true">
      <span className="ak-aw-tile">
        <span className="ak-aw-image" />
        <span className="ak-aw-name" />
      </span>
    </li>
  ))
}
