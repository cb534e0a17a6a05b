import { builtinNetworks } from '../../schema/builtinNetworks.js'

// Stand-in network logos: a disc in the chain's colour with a simple mark, drawn here so no image
// file is shipped. Not the chains' artwork: enough to tell the networks apart at 20 px.
interface Drawing {
  fill: string
  mark: string
  /** `<defs>` content, for a `fill` that is a `url(#...)` paint. */
  defs?: string
}

const marks: Record<string, Drawing> = {
  'eip155:1': {
    fill: '#627eea',
    mark: '<path d="M48 14 27 49l21 12 21-12zM27 53l21 29 21-29-21 12z" fill="#fff"/>',
  },
  'eip155:10': { fill: '#ff0420', mark: text('OP', 34) },
  'eip155:56': {
    fill: '#f0b90b',
    mark: '<path d="m48 24 24 24-24 24-24-24zm0 14L38 48l10 10 10-10z" fill="#fff"/>',
  },
  'eip155:137': {
    fill: '#8247e5',
    mark: '<path d="m30 36 14-8 14 8v24l-14 8-14-8zm14 4-6 4v8l6 4 6-4v-8z" fill="#fff"/>',
  },
  'eip155:324': { fill: '#1e1e1e', mark: text('ZK', 34) },
  'eip155:8453': {
    fill: '#0052ff',
    mark: '<path d="M48 22a26 26 0 1 1-25.8 29H58v-6H22.2A26 26 0 0 1 48 22z" fill="#fff"/>',
  },
  'eip155:42161': { fill: '#213147', mark: text('A', 46, '#12aaff') },
  'eip155:43114': {
    fill: '#e84142',
    mark: '<path d="M48 24 72 68H24z" fill="#fff"/>',
  },
  // Solana's purple-to-teal gradient with dark bars: a black disc vanished on dark buttons.
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    fill: 'url(#solana)',
    defs:
      '<linearGradient id="solana" x1="0" y1="1" x2="1" y2="0">' +
      '<stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient>',
    mark: '<path d="M30 30h40l-6 8H24zM24 44h40l6 8H30zM30 58h40l-6 8H24z" fill="#111"/>',
  },
  // A plain B: the ₿ sign is missing from the fonts of many machines (a box in its place).
  'bip122:000000000019d6689c085ae165831e93': { fill: '#f7931a', mark: text('B', 50) },
  'bip122:000000000933ea01ad0ee984209779ba': { fill: '#7a7f85', mark: text('B', 50) },
}

function text(value: string, size: number, color = '#fff'): string {
  const y = 48 + size * 0.36
  return `<text x="48" y="${y}" font-family="sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" fill="${color}">${value}</text>`
}

/** Image id -> drawing, for the built-in networks (the first network with an id draws it). */
const byImageId = new Map<string, Drawing>()
for (const network of Object.values(builtinNetworks)) {
  const imageId = network.assets?.imageId
  const drawing = marks[network.caipNetworkId]
  if (imageId && drawing && !byImageId.has(imageId)) byImageId.set(imageId, drawing)
}

/**
 * Draws the stand-in logo of a built-in network's `assets.imageId` as SVG, or `undefined` for an
 * id the sandbox does not know (the route answers 404, as the real service does).
 * @example renderNetworkImage('7289c336-3981-4081-c5f4-efc26ac64a00') // Base: a blue disc
 */
export function renderNetworkImage(imageId: string): string | undefined {
  const drawing = byImageId.get(imageId)
  if (!drawing) return undefined
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    drawing.defs ? `<defs>${drawing.defs}</defs>` : '',
    `<circle cx="48" cy="48" r="48" fill="${drawing.fill}"/>`,
    drawing.mark,
    '</svg>',
  ].join('')
}
