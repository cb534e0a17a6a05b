import { useState } from 'react'

/**
 * A network's image in a trigger button: an `<img>` (the source is untrusted: only ever a `src`),
 * an empty disc while its URL is being worked out, and the name's first letter when there is no
 * image or it fails to load. Decorative: the button's name says the network.
 * @example <TriggerIcon src={src} pending={pending} name="Base" />
 */
export function TriggerIcon({
  src,
  pending = false,
  name,
}: {
  src: string | undefined
  pending?: boolean
  name: string
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src && failed !== src) {
    return (
      <img
        className="ak-trigger-icon"
        src={src}
        alt=""
        width={24}
        height={24}
        decoding="async"
        draggable={false}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    )
  }
  // By code point, so a name starting with an emoji does not show half of it.
  const letter = pending ? '' : (Array.from(name.trim())[0]?.toUpperCase() ?? '?')
  return <span className="ak-trigger-icon" aria-hidden="true" data-letter={letter || undefined} />
}
