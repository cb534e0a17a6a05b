// Inline SVG icons: a few paths, no icon font, no request. All 24x24 viewBox, drawn with strokes
// in the current color.
const paths = {
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  disconnect: 'M15 7V5H5v14h10v-2M10 12h10m-3-3l3 3-3 3',
  chevron: 'M9 5l7 7-7 7',
  wallet: 'M4 7h14a2 2 0 012 2v8a2 2 0 01-2 2H4zM4 7l11-3v3M16 13h1',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  search: 'M11 4a7 7 0 110 14 7 7 0 010-14zM20 20l-4-4',
  info: 'M12 11v6M12 7.5v.5M12 3a9 9 0 110 18 9 9 0 010-18z',
  success: 'M8 12.5l3 3 5-6M12 3a9 9 0 110 18 9 9 0 010-18z',
  warning:
    'M12 9v4M12 16.5v.5M10.3 4.2L2.6 18a2 2 0 001.7 3h15.4a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z',
  error: 'M9 9l6 6M15 9l-6 6M12 3a9 9 0 110 18 9 9 0 010-18z',
  send: 'M12 19V5M6 11l6-6 6 6',
  receive: 'M12 5v14M6 13l6 6 6-6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  swap: 'M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4',
  buy: 'M3 6h18v12H3zM3 10h18M7 15h3',
} as const

export type IconName = keyof typeof paths

/**
 * A decorative icon (hidden from assistive technology: the button or text beside it names it).
 * @example <button aria-label="Close"><Icon name="close" /></button>
 */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
