import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Registry, RegistrySearchState, RegistryWallet } from '../../../core/kernel.js'
import { createSheet } from '../../modal/createSheet.js'
import { getBaseSheet } from '../../modal/getBaseSheet.js'
import { allWalletsCss } from './allWalletsCss.js'
import { SearchField } from './SearchField.js'
import { SearchResults } from './SearchResults.js'

const wallet = (index: number): RegistryWallet => ({
  id: `wallet-${index}`,
  name: index === 0 ? 'A wallet whose name is far too long for one tile' : `Wallet ${index}`,
  image_url: undefined,
  rdns: undefined,
  chains: [],
  mobile_link: undefined,
  desktop_link: undefined,
  webapp_link: undefined,
  homepage: undefined,
  app_store: undefined,
  play_store: undefined,
  chrome_store: undefined,
  badge_type: undefined,
  source: 'registry',
})

/** All Wallets' search field and body, as the view lays them out, in a 360 px card's shadow root. */
function renderBody(search: RegistrySearchState) {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const sheet = createSheet(document)
  sheet.replaceSync(allWalletsCss)
  shadow.adoptedStyleSheets = [getBaseSheet(document), sheet]
  const card = document.createElement('div')
  card.className = 'ak-card'
  shadow.append(card)
  render(
    <div className="ak-view">
      <div className="ak-aw">
        <SearchField value="w" onChange={() => undefined} />
        <div className="ak-aw-body">
          <SearchResults
            registry={{} as Registry}
            search={search}
            text="w"
            isInstalled={() => false}
            onSelect={() => undefined}
          />
        </div>
      </div>
    </div>,
    { container: card },
  )
  return { card, remove: () => host.remove() }
}

describe('All Wallets layout, in Chromium', () => {
  afterEach(cleanup)

  it('keeps one height whether a search finds many wallets, one, none, or is on its way', () => {
    const heights = (
      [
        { status: 'ready', wallets: Array.from({ length: 40 }, (_, index) => wallet(index)) },
        { status: 'ready', wallets: [wallet(1)] },
        { status: 'ready', wallets: [] },
        { status: 'pending', wallets: [] },
      ] as const
    ).map(({ status, wallets }) => {
      const body = renderBody({ query: 'w', status, wallets, error: undefined })
      const height = body.card.getBoundingClientRect().height
      cleanup()
      body.remove()
      return height
    })
    expect(heights[0]).toBeGreaterThan(200)
    for (const height of heights) expect(height).toBeCloseTo(heights[0] as number, 0)
  })

  it('cuts a long wallet name with an ellipsis and gives the whole name as its title', () => {
    const body = renderBody({ query: 'w', status: 'ready', wallets: [wallet(0)], error: undefined })
    const name = body.card.querySelector('.ak-aw-name') as HTMLElement
    expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
    expect(name.title).toBe('A wallet whose name is far too long for one tile')
    body.remove()
  })
})
