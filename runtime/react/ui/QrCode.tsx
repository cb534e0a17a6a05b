import { useMemo } from 'react'
import { encode } from 'uqr'

export interface QrCodeProps {
  /** The text to encode (a `wc:` URI). */
  value: string
  /** What a screen reader hears for the image. */
  label: string
  /** Colour of the dark modules; a validated CSS colour (`theme.themeVariables.qrColor`). */
  color?: string | undefined
  /** Rendered width and height in CSS pixels. */
  size?: number
}

/** Quiet zone around the code, in modules; scanners need some light margin to find it. */
const quietZone = 2

/**
 * The path of the dark modules: one rectangle per horizontal run, so a code of a few thousand
 * modules stays a short string.
 */
function modulePath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      parts.push(`M${start + quietZone} ${y + quietZone}h${x - start}v1h-${x - start}z`)
    }
  })
  return parts.join('')
}

/**
 * A QR code drawn as SVG elements (React attributes, never markup strings), dark modules on a
 * white card so that phones read it in both themes.
 * @example <QrCode value={uri} label="WalletConnect QR code" color="#1a1a1a" />
 */
export function QrCode({ value, label, color = '#141414', size = 264 }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 0 })
    return { path: modulePath(data), extent: data.length + quietZone * 2 }
  }, [value])
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill={color} />
    </svg>
  )
}
