import type { ConnectGroup, ConnectItem } from '../../../core/kernel.js'
import { strings } from '../../internal.js'
import { ItemIcon } from '../../ui/ItemIcon.js'
import { LazyConnectingWalletConnectView } from '../ConnectingWalletConnect/LazyConnectingWalletConnectView.js'

// Keys of the table, read when drawn: a locale applied after this module loaded still shows.
const tags: Partial<Record<ConnectGroup['type'], 'recent' | 'installed' | 'qrCode'>> = {
  recent: 'recent',
  injected: 'installed',
  walletConnect: 'qrCode',
}

/**
 * One wallet of the Connect list: image, name (plain text: it comes from untrusted sources), and
 * a tag saying why it is listed (Installed, Recent, QR Code).
 * @example <WalletItem item={item} group="injected" onSelect={open} />
 */
export function WalletItem({
  item,
  group,
  recent = false,
  onSelect,
}: {
  item: ConnectItem
  group: ConnectGroup['type']
  /** Connected with lately: tagged Recent whatever its group (an installed wallet, say). */
  recent?: boolean
  onSelect(item: ConnectItem): void
}) {
  const tagKey = recent ? 'recent' : tags[group]
  const tag = tagKey && strings.connectView[tagKey]
  // Rows that pair over WalletConnect fetch the QR view's chunk as the pointer nears them (the
  // SDK itself only once chosen).
  const pairs = item.kind === 'wallet' || item.connector.type === 'WALLET_CONNECT'
  const preload = pairs ? LazyConnectingWalletConnectView.preload : undefined
  return (
    <li>
      <button
        type="button"
        className="ak-item"
        onClick={() => onSelect(item)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <ItemIcon src={item.icon} name={item.name} fallback={item.icon ? undefined : 'wallet'} />
        {/* Long names are cut with an ellipsis: the title shows the whole name on hover. */}
        <span className="ak-item-name" title={item.name}>
          {item.name}
        </span>
        {tag ? (
          <span
            className="ak-tag"
            data-tone={group === 'injected' && !recent ? 'success' : undefined}
          >
            {tag}
          </span>
        ) : null}
      </button>
    </li>
  )
}
