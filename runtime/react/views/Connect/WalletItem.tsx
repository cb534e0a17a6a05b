import type { ConnectGroup, ConnectItem } from '../../../core/index.js'
import { strings } from '../../strings.js'
import { ItemIcon } from '../../ui/ItemIcon.js'

const tags: Partial<Record<ConnectGroup['type'], string>> = {
  recent: strings.connectView.recent,
  injected: strings.connectView.installed,
  walletConnect: strings.connectView.qrCode,
}

/**
 * One wallet of the Connect list: image, name (plain text: it comes from untrusted sources), and
 * a tag saying why it is listed (Installed, Recent, QR Code).
 * @example <WalletItem item={item} group="injected" onSelect={open} />
 */
export function WalletItem({
  item,
  group,
  onSelect,
}: {
  item: ConnectItem
  group: ConnectGroup['type']
  onSelect(item: ConnectItem): void
}) {
  const tag = tags[group]
  return (
    <li>
      <button type="button" className="ak-item" onClick={() => onSelect(item)}>
        <ItemIcon src={item.icon} name={item.name} fallback={item.icon ? undefined : 'wallet'} />
        <span className="ak-item-name">{item.name}</span>
        {tag ? (
          <span className="ak-tag" data-tone={group === 'injected' ? 'success' : undefined}>
            {tag}
          </span>
        ) : null}
      </button>
    </li>
  )
}
