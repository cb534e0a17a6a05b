import { sandboxNft } from '../contracts/sandboxNft.js'

// A golden-angle step spreads the hues of consecutive ids far apart, so neighbours never look alike.
const hueStep = 137

/** The shape of the critter, by token id modulo the list's length. */
const shapes = [
  '<circle cx="128" cy="120" r="64" fill="FG"/>',
  '<rect x="68" y="60" width="120" height="120" rx="18" fill="FG"/>',
  '<polygon points="128,48 200,180 56,180" fill="FG"/>',
  '<polygon points="128,50 198,120 128,190 58,120" fill="FG"/>',
  '<polygon points="128,52 188,86 188,154 128,188 68,154 68,86" fill="FG"/>',
]

/** The token id an asset file name stands for (`nft-4.svg`), or undefined for any other file. */
function nftImageTokenId(file: string): bigint | undefined {
  const match = /^nft-(\d{1,9})\.svg$/.exec(file)
  return match?.[1] ? BigInt(match[1]) : undefined
}

/**
 * The picture of a sandbox NFT, drawn here so NFT images resolve offline: a shape and colours of its
 * own per token id, its number, and "SANDBOX" across the bottom so nobody takes it for a real
 * collectible. Undefined for a file that is not `nft-<id>.svg`.
 * @example
 * renderNftImage('nft-1.svg') // '<svg ...>...SANDBOX...</svg>'
 */
export function renderNftImage(file: string): string | undefined {
  const tokenId = nftImageTokenId(file)
  if (tokenId === undefined) return undefined
  const hue = Number((tokenId * BigInt(hueStep)) % 360n)
  const shape = shapes[Number(tokenId % BigInt(shapes.length))] ?? ''
  // The spam item gets a warning stripe, so it looks as suspicious as it is.
  const stripe = sandboxNft.item(tokenId).spam
    ? '<rect x="0" y="0" width="256" height="28" fill="#e5484d"/>'
    : ''
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" fill="hsl(${hue} 70% 22%)"/>`,
    stripe,
    shape.replace('FG', `hsl(${(hue + 180) % 360} 80% 62%)`),
    `<text x="128" y="132" font-family="sans-serif" font-size="36" font-weight="700" `,
    `text-anchor="middle" fill="#fff">#${tokenId}</text>`,
    '<text x="128" y="232" font-family="monospace" font-size="22" letter-spacing="6" ',
    'text-anchor="middle" fill="#fff">SANDBOX</text></svg>',
  ].join('')
}
