import type { ReactNode } from 'react'
import { Icon } from './Icon.js'
import { ItemIcon } from './ItemIcon.js'

export interface StatusPanelProps {
  /** The wallet or network image (untrusted: `<img src>` only). */
  image: string | undefined
  name: string
  tone: 'waiting' | 'error'
  title: string
  text: string
  /** A retry button or similar, shown under the text. */
  children?: ReactNode
}

/**
 * The waiting / failed screen of a wallet request: the wallet's image with a spinning ring while
 * waiting, an error badge after a failure. The message is a live region, so a screen reader hears
 * the outcome without moving focus.
 * @example <StatusPanel image={icon} name="MetaMask" tone="waiting" title="Continue in MetaMask" text="..." />
 */
export function StatusPanel({ image, name, tone, title, text, children }: StatusPanelProps) {
  return (
    <div className="ak-status" data-tone={tone}>
      <div className="ak-status-visual">
        <ItemIcon src={image} name={name} alt={name} />
        {tone === 'waiting' ? <span className="ak-ring" aria-hidden="true" /> : null}
        {tone === 'error' ? (
          <span className="ak-status-badge" aria-hidden="true">
            <Icon name="close" size={12} />
          </span>
        ) : null}
      </div>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <p className="ak-status-title">{title}</p>
        <p className="ak-status-text">{text}</p>
      </div>
      {children}
    </div>
  )
}
