import { useState } from 'react'
import { Icon, type IconName } from './Icon.js'

/**
 * A wallet or network image. The source is untrusted (registry, EIP-6963 announcement), so it is
 * only ever an `<img src>`; when it is missing or fails to load (a strict `img-src` CSP blocks
 * data: icons, for one) the first letter of the name stands in.
 * @example <ItemIcon src={connector.icon} name={connector.name} />
 */
export function ItemIcon({
  src,
  name,
  alt = '',
  fallback,
}: {
  src: string | undefined
  name: string
  /** A glyph instead of the initial when there is no image (the generic Browser Wallet). */
  fallback?: IconName
  /** Empty by default: in a list the name is already the text beside the image. */
  alt?: string
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src && failed !== src) {
    return (
      <img
        className="ak-item-icon"
        src={src}
        alt={alt}
        width={40}
        height={40}
        decoding="async"
        draggable={false}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    )
  }
  // By code point, so a name starting with an emoji does not show half of it.
  // The initial is drawn by CSS from `data-letter`, not written as text: a checker (axe's
  // label-in-name rule) counts hidden text as visible, and a row named by its own words would
  // then seem to leave the letter out of its name.
  const letter = fallback ? undefined : (Array.from(name.trim())[0]?.toUpperCase() ?? '?')
  const glyph = fallback ? <Icon name={fallback} /> : null
  return alt ? (
    <span className="ak-item-icon" role="img" aria-label={alt} data-letter={letter}>
      {glyph}
    </span>
  ) : (
    <span className="ak-item-icon" aria-hidden="true" data-letter={letter}>
      {glyph}
    </span>
  )
}
