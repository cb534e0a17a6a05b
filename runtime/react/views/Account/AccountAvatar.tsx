import { useState } from 'react'

/** A stable pick among the avatar's 8 hues, so one address always looks the same. */
function hueOf(address: string): number {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 8
}

/**
 * The account's picture: its identity's avatar (untrusted: `<img src>` only, no referrer), else,
 * or when the image fails, a gradient in one of 8 hues picked by the address. Styled by
 * `accountCss` (`.ak-avatar`, `.ak-avatar-img`).
 * @example <AccountAvatar address={address} image={profileImage} />
 */
export function AccountAvatar({ address, image }: { address: string; image: string | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (image && failed !== image) {
    return (
      <img
        className="ak-avatar-img"
        src={image}
        alt=""
        width={64}
        height={64}
        referrerPolicy="no-referrer"
        onError={() => setFailed(image)}
      />
    )
  }
  return <div className="ak-avatar" data-hue={hueOf(address)} aria-hidden="true" />
}
