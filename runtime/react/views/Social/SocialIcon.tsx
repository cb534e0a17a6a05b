import type { ReactNode } from 'react'
import type { SocialProvider } from '../../../../schema/grammar/socialProviders.js'

interface Mark {
  /** The tile's colour; `undefined`: the theme's foreground, for the black-and-white marks. */
  tile: string | undefined
  glyph: ReactNode
}

// Our own simple drawings on a 24-unit grid (a tile and a glyph in currentColor), not the
// providers' logo files: recognisable at 28 px, nothing fetched, nothing to license.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
} as const

const marks: Record<SocialProvider, Mark> = {
  google: {
    tile: '#4285f4',
    glyph: <path {...stroke} d="M15.9 8.1A5.5 5.5 0 1 0 17.5 12h-5" />,
  },
  github: {
    tile: undefined,
    glyph: (
      <path
        fill="currentColor"
        d="M8 6.5l1.8 2.2a7 7 0 0 1 4.4 0L16 6.5l.6 3.6A5.5 5.5 0 1 1 7.4 10.1z"
      />
    ),
  },
  apple: {
    tile: undefined,
    glyph: (
      <path
        fill="currentColor"
        d="M12 9c-1.6-1.1-5-.9-5 3.2 0 2.9 2 6.3 3.4 6.3.8 0 1-.4 1.6-.4s.8.4 1.6.4c1.4 0 3.4-3.4 3.4-6.3 0-4.1-3.4-4.3-5-3.2zM12 8.2c0-1.6 1-2.7 2.6-2.7 0 1.6-1 2.7-2.6 2.7z"
      />
    ),
  },
  facebook: {
    tile: '#1877f2',
    glyph: <path {...stroke} d="M13.3 19v-8.3a2.3 2.3 0 0 1 2.3-2.3h1.2M10.2 12.4h5.6" />,
  },
  x: {
    tile: undefined,
    glyph: <path {...stroke} strokeWidth={2} d="M7.5 6.5l9 11M16.5 6.5l-9 11" />,
  },
  discord: {
    tile: '#5865f2',
    glyph: (
      <>
        <path
          fill="currentColor"
          d="M7.5 8.3a11 11 0 0 1 9 0c1 1.6 1.6 3.8 1.6 6.3-1.3 1.2-2.7 1.8-3.6 2.1l-.7-1.2h-3.6l-.7 1.2c-.9-.3-2.3-.9-3.6-2.1 0-2.5.6-4.7 1.6-6.3z"
        />
        <circle cx="10" cy="12.6" r="1.2" fill="#5865f2" />
        <circle cx="14" cy="12.6" r="1.2" fill="#5865f2" />
      </>
    ),
  },
  farcaster: {
    tile: '#855dcd',
    glyph: <path fill="currentColor" d="M7 7h10v10h-2.4v-4.2a2.6 2.6 0 0 0-5.2 0V17H7z" />,
  },
}

/**
 * A social provider's mark: a rounded tile with a white glyph, or for the black-and-white marks
 * (GitHub, Apple, X) a tile in the theme's foreground with a glyph in its background, readable
 * in both themes. Decorative: the button or text beside it names the provider.
 * @example <SocialIcon provider="google" size={28} />
 */
export function SocialIcon({ provider, size = 28 }: { provider: SocialProvider; size?: number }) {
  const { tile, glyph } = marks[provider]
  return (
    <svg
      className="ak-social-icon"
      data-mono={tile ? undefined : ''}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="ak-social-tile" width="24" height="24" rx="6" fill={tile} />
      {glyph}
    </svg>
  )
}
