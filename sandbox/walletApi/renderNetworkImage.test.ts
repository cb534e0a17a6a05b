import { describe, expect, it } from 'vitest'
import { builtinNetworks } from '../../schema/builtinNetworks.js'
import { renderNetworkImage } from './renderNetworkImage.js'

const imageOf = (caipNetworkId: keyof typeof builtinNetworks) =>
  renderNetworkImage(builtinNetworks[caipNetworkId].assets?.imageId ?? '')

describe('renderNetworkImage', () => {
  it('draws every built-in network as a 96 px SVG, and nothing for an unknown id', () => {
    for (const network of Object.values(builtinNetworks)) {
      const svg = renderNetworkImage(network.assets?.imageId ?? '')
      expect(svg).toMatch(/^<svg [^>]*width="96" height="96"[^>]*>.*<\/svg>$/)
    }
    expect(renderNetworkImage('nope')).toBeUndefined()
  })

  it('draws Solana on a purple-to-teal disc that reads on dark and light buttons', () => {
    const svg = imageOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(svg).toContain('<linearGradient id="solana"')
    expect(svg).toContain('stop-color="#9945ff"')
    expect(svg).toContain('stop-color="#14f195"')
    expect(svg).toContain('<circle cx="48" cy="48" r="48" fill="url(#solana)"/>')
  })
})
