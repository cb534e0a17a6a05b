import { fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { AccountTab } from '../../../core/index.js'
import { AccountTabs } from './AccountTabs.js'
import { TokensTab } from './TokensTab.js'

function Tabs() {
  const [current, setCurrent] = useState<AccountTab>('Tokens')
  return (
    <AccountTabs tabs={['Tokens', 'NFTs', 'Activity']} current={current} onSelect={setCurrent}>
      <p>{`panel of ${current}`}</p>
    </AccountTabs>
  )
}

describe('AccountTabs', () => {
  it('moves and selects with the arrow keys, Home and End, with one tab in the Tab order', () => {
    const view = render(<Tabs />)
    const tab = (name: string) => view.getByRole('tab', { name })
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    expect(view.getAllByRole('tab').filter((entry) => entry.tabIndex === 0)).toHaveLength(1)
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowRight' })
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(view.getByRole('tabpanel').textContent).toBe('panel of NFTs')
    fireEvent.keyDown(tab('NFTs'), { key: 'End' })
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('Activity'), { key: 'ArrowRight' })
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowLeft' })
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('Activity'), { key: 'Home' })
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    expect(view.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Tokens').id)
  })
})

describe('TokensTab', () => {
  const hostile = '<img src=x onerror="alert(1)">'
  it('renders a hostile token name and symbol as inert text', () => {
    const view = render(
      <TokensTab
        status="ready"
        networkName="Localhost"
        tokens={[
          {
            name: hostile,
            symbol: '<b>X</b>',
            chainId: 'eip155:31337',
            address: 'eip155:31337:0x0000000000000000000000000000000000000001',
            value: 12.345,
            price: 1,
            quantity: { decimals: '18', numeric: '12.3456789' },
            iconUrl: '',
          },
        ]}
      />,
    )
    expect(view.container.querySelector('img[src="x"]')).toBeNull()
    expect(view.container.querySelector('b')).toBeNull()
    expect(view.getByText(hostile)).toBeTruthy()
    expect(view.getByText('12.345 <b>X</b>')).toBeTruthy()
    expect(view.getByText('$12.35')).toBeTruthy()
  })

  it('says the balances are unavailable rather than showing an empty list', () => {
    const view = render(<TokensTab status="unavailable" networkName="Localhost" tokens={[]} />)
    expect(view.getByRole('status').textContent).toContain('Token Balance Unavailable')
  })
})
