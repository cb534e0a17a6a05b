import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TokenBalances } from './TokenBalances'

// The kit's part of the page, stood in for: a connected account on the sandbox's Localhost, a
// Blockchain API on loopback (as under `appkit dev`), and the kit's event channel.
const sendListeners = new Set<() => void>()
vi.mock('./appkit.generated', () => ({
  appKitConfig: {
    projectId: '0123456789abcdef0123456789abcdef',
    services: { blockchainApi: 'http://127.0.0.1:4000' },
  },
  useAppKitAccount: () => ({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
  useAppKitNetwork: () => ({ caipNetworkId: 'eip155:31337' }),
}))
vi.mock('appkit/react', () => ({
  useAppKitInstance: () => ({
    events: {
      on(name: string, listener: () => void) {
        if (name !== 'sendSuccess') return () => undefined
        sendListeners.add(listener)
        return () => sendListeners.delete(listener)
      },
    },
  }),
}))

const balance = (symbol: string, numeric: string, value?: unknown) => ({
  symbol,
  quantity: { decimals: '18', numeric },
  ...(value === undefined ? {} : { value }),
})

/** Answers each balance request with the next body of `bodies` (the last one again after that). */
function answerBalances(...bodies: unknown[]) {
  const requests: RequestInit[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(init)
      const body = bodies[Math.min(requests.length, bodies.length) - 1]
      return new Response(JSON.stringify(body), { status: 200 })
    }),
  )
  return requests
}

const shown = (symbol: string) => screen.queryByTestId(`balance-${symbol}`)?.textContent

describe('TokenBalances', () => {
  beforeEach(() => sendListeners.clear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("reads the balances again after the modal's send, keeping the old list until then", async () => {
    const requests = answerBalances(
      { balances: [balance('ETH', '10')] },
      { balances: [balance('ETH', '9.75')] },
    )
    render(<TokenBalances />)
    await waitFor(() => expect(shown('ETH')).toBe('10 ETH'))
    expect(sendListeners.size).toBe(1)

    act(() => {
      for (const listener of sendListeners) listener()
    })
    expect(shown('ETH')).toBe('10 ETH')
    expect(screen.queryByText('Loading...')).toBeNull()
    await waitFor(() => expect(shown('ETH')).toBe('9.75 ETH'))
    expect(requests).toHaveLength(2)
    // Not answered from the browser's cache of the answer before the send.
    expect(requests[1]?.cache).toBe('no-store')
  })

  it("reads the balances again after the page's own send", async () => {
    const requests = answerBalances(
      { balances: [balance('ETH', '10')] },
      { balances: [balance('ETH', '9.999')] },
    )
    const { rerender } = render(<TokenBalances ownSends={0} />)
    await waitFor(() => expect(shown('ETH')).toBe('10 ETH'))
    rerender(<TokenBalances ownSends={1} />)
    await waitFor(() => expect(shown('ETH')).toBe('9.999 ETH'))
    expect(requests).toHaveLength(2)
  })

  it('shows USD values with a note that they are sandbox prices', async () => {
    answerBalances({ balances: [balance('ETH', '1.5', 4500), balance('SUSD', '250', 250)] })
    render(<TokenBalances />)
    await waitFor(() => expect(shown('ETH')).toBe('1.5 ETH'))
    const usd = (value: number) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(value)
    expect(screen.getByTestId('usd-ETH').textContent).toBe(usd(4500))
    expect(screen.getByTestId('usd-SUSD').textContent).toBe(usd(250))
    expect(screen.getByTestId('sandbox-prices').textContent).toBe(
      'USD values use sandbox prices: fixed for testing, not market prices.',
    )
  })

  it('shows no USD value and no price note when the answer has no usable value', async () => {
    answerBalances({ balances: [balance('ETH', '1.5'), balance('SUSD', '2', 'lots')] })
    render(<TokenBalances />)
    await waitFor(() => expect(shown('SUSD')).toBe('2 SUSD'))
    expect(screen.queryByTestId('usd-ETH')).toBeNull()
    expect(screen.queryByTestId('usd-SUSD')).toBeNull()
    expect(screen.queryByTestId('sandbox-prices')).toBeNull()
  })
})
