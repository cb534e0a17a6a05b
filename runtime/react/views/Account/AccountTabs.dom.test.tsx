import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { historyEntry, nftTransfer } from '../../../core/blockchainApi/fixtures/historyEntries.js'
import { testAccounts } from '../../../core/connectors/fixtures/createTestProvider.js'
import type { AccountTab } from '../../../core/kernel.js'
import { renderModal } from '../../fixtures/renderModal.js'
import { AccountTabs } from './AccountTabs.js'
import { accountCss } from './accountCss.js'
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

const account = testAccounts[0]
const wait = { timeout: 10_000 }

/**
 * The modal with the test wallet connected, its Blockchain API answering `answers` (JSON bodies by
 * path) and every other call as the RPC stub does, opened on Account with `tab` chosen.
 */
async function openTab(tab: AccountTab, answers: Record<string, unknown>) {
  const view = renderModal()
  const rpc = view.fetchMock.getMockImplementation()
  view.fetchMock.mockImplementation(async (url: unknown, init?: { body?: unknown }) => {
    const { pathname } = new URL(String(url))
    if (pathname in answers) {
      return new Response(JSON.stringify(answers[pathname]), {
        headers: { 'Content-Type': 'application/json' },
      })
    }
    if (!rpc) throw new Error('no RPC stub')
    return rpc(url, init)
  })
  await view.connectWallet()
  await view.open()
  const tabButton = await view.modal().findByRole('tab', { name: tab }, wait)
  await act(async () => fireEvent.click(tabButton))
  return view
}

describe('ActivityTab', () => {
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  /** 0.5 ETH, in `direction` (none: the service did not say). */
  const ether = (direction?: 'in' | 'out') => ({
    fungible_info: { name: 'Ether', symbol: 'ETH' },
    ...(direction ? { direction } : {}),
    quantity: { numeric: '0.5' },
  })
  const history = (entries: unknown[]) => ({
    [`/v1/account/${account}/history`]: { data: entries, next: null },
  })
  const rowOf = async (view: Awaited<ReturnType<typeof openTab>>, text: string | RegExp) => {
    const list = await view.modal().findByRole('region', { name: 'Activity' }, wait)
    const found = await within(list).findByText(text, undefined, wait)
    const row = found.closest('li')
    if (!row) throw new Error('no row')
    return row
  }

  it('shows a send out of the account with -, and a receive with +', async () => {
    const view = await openTab(
      'Activity',
      history([
        historyEntry(1, { sentFrom: account, sentTo: other }),
        historyEntry(2, {
          operationType: 'receive',
          sentFrom: other,
          sentTo: account,
          transfers: [ether('in')],
        }),
      ]),
    )
    await waitFor(() => expect(view.modal().getByText('-0.5 ETH')).toBeTruthy(), wait)
    expect(view.modal().getByText('+0.5 ETH')).toBeTruthy()
    expect(view.modal().queryByText('0.5 ETH')).toBeNull()
  })

  it('reads the direction from the sender when the service gives none, in any letter case', async () => {
    const view = await openTab(
      'Activity',
      history([
        historyEntry(1, {
          operationType: 'execute',
          sentFrom: account.toLowerCase(),
          sentTo: other,
          transfers: [ether()],
        }),
      ]),
    )
    const row = await rowOf(view, 'Execute')
    expect(within(row).getByText('-0.5 ETH')).toBeTruthy()
  })

  it('says an NFT transfer is NFTs, not a bare number', async () => {
    const view = await openTab(
      'Activity',
      history([
        historyEntry(1, {
          operationType: 'receive',
          sentFrom: other,
          sentTo: account,
          transfers: [nftTransfer({ spam: false })],
        }),
      ]),
    )
    const row = await rowOf(view, 'Receive')
    expect(within(row).getByText('+1 NFT')).toBeTruthy()
  })

  it('shows an address the service gave in lower case in its checksummed case', async () => {
    const view = await openTab(
      'Activity',
      history([historyEntry(1, { sentFrom: account.toLowerCase(), sentTo: other.toLowerCase() })]),
    )
    const row = await rowOf(view, /^to /)
    const party = within(row).getByText('to 0x3C...4293BC')
    expect(party.getAttribute('title')).toBe(other)
    expect(row.textContent).not.toContain(other.toLowerCase().slice(-6))
  })
})

describe('NftsTab', () => {
  const name = 'The Extraordinarily Long Name of a Sandbox Critter #1234'
  const nfts = {
    [`/v1/account/${account}/nfts`]: {
      data: [
        {
          id: 'eip155:1:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB:1234',
          chainId: 'eip155:1',
          contract: { address: '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB', name: 'Critters' },
          tokenId: '1234',
          name,
          image: { url: 'https://nft.example/1234.png' },
          flags: { is_spam: false },
        },
      ],
      next: null,
    },
  }

  it('gives a tile its whole name, however long, as its accessible name and tooltip', async () => {
    const view = await openTab('NFTs', nfts)
    const grid = await view.modal().findByRole('list', { name: 'NFTs' }, wait)
    const tile = within(grid).getByRole('listitem', { name: `${name}, Critters` })
    expect(within(tile).getByText(name).getAttribute('title')).toBe(name)
  })

  it('lets a name run to two lines instead of cutting it to one', () => {
    const rule = accountCss.match(/\.ak-nft-name\{[^}]*\}/)?.[0] ?? ''
    expect(rule).toContain('-webkit-line-clamp:2')
    expect(rule).not.toContain('nowrap')
  })
})
