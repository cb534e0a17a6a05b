import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderModal } from '../../fixtures/renderModal.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'cd'.repeat(32)}`
const gwei = 1_000_000_000n

/**
 * An EVM node for the kit's RPC reads: 1.2345 ETH on every account, a transfer costing 21000 gas
 * at a base fee and a tip of 1 gwei each (so the fee allowance is 21000 x 3 gwei = 0.000063 ETH),
 * and every transaction confirmed. Other requests (the Blockchain API) fail, as offline.
 */
function stubNode() {
  const results: Record<string, unknown> = {
    eth_getBalance: `0x${(12_345n * 10n ** 14n).toString(16)}`, // 1.2345 ETH
    eth_estimateGas: '0x5208',
    eth_getBlockByNumber: { baseFeePerGas: `0x${gwei.toString(16)}` },
    eth_maxPriorityFeePerGas: `0x${gwei.toString(16)}`,
    eth_getTransactionReceipt: { status: '0x1', transactionHash: hash },
  }
  const methods: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: { body?: unknown }) => {
      type Call = { id: number; method: string }
      if (typeof init?.body !== 'string') return new Response('offline', { status: 503 })
      const answer = ({ id, method }: Call) => {
        methods.push(method)
        return { jsonrpc: '2.0', id, result: results[method] ?? null }
      }
      const body = JSON.parse(init.body) as Call | Call[]
      return Response.json(Array.isArray(body) ? body.map(answer) : answer(body))
    }),
  )
  return methods
}

/** Waits until the form can be used: its buttons are there and enabled (the send chunk is in). */
async function waitForForm(view: ReturnType<typeof renderModal>) {
  const review = await view
    .modal()
    .findByRole('button', { name: 'Review send' }, { timeout: 10_000 })
  await waitFor(() => expect(review.hasAttribute('disabled')).toBe(false), { timeout: 10_000 })
}

/** The modal connected to the test wallet, on Send, with the form's chunk in. */
async function openSend() {
  const view = renderModal()
  const rpc = stubNode()
  await view.connectWallet()
  await view.open({ view: 'Send' })
  await waitForForm(view)
  const field = (name: string) => view.modal().getByRole('textbox', { name }) as HTMLInputElement
  const type = (name: string, value: string) =>
    act(async () => fireEvent.change(field(name), { target: { value } }))
  const click = (name: string | RegExp) =>
    act(async () => fireEvent.click(view.modal().getByRole('button', { name })))
  return { ...view, rpc, field, type, click }
}

const maxButton = /Use the whole balance/

describe('Send view', () => {
  it('fills Max from a balance read at the click, less the fee allowance', async () => {
    const view = await openSend()
    const readsBefore = view.rpc.filter((method) => method === 'eth_getBalance').length
    await view.click(maxButton)
    await waitFor(() => expect(view.field('Amount').value).toBe('1.234437'), { timeout: 10_000 })
    expect(view.rpc.filter((method) => method === 'eth_getBalance').length).toBe(readsBefore + 1)
  })

  it('reviews the send in a confirmation, and Back finds the form as it was left', async () => {
    const view = await openSend()
    await view.type('Amount', '0.5')
    await view.type('To', receiver.toLowerCase())
    await view.click('Review send')
    await view.modal().findByRole('button', { name: 'Send' }, { timeout: 10_000 })
    expect(view.modal().getByText('0.5 ETH')).toBeTruthy()
    expect(view.modal().getByText(receiver)).toBeTruthy()
    await view.click('Cancel')
    await waitForForm(view)
    expect(view.field('Amount').value).toBe('0.5')
    expect(view.field('To').value).toBe(receiver.toLowerCase())
  })

  it('says what is wrong with the form before any wallet prompt', async () => {
    const view = await openSend()
    await view.type('Amount', '2')
    await view.type('To', receiver)
    await view.click('Review send')
    const error = await view
      .modal()
      .findByText('That is more than your balance of 1.2345 ETH.', {}, { timeout: 10_000 })
    expect(error).toBeTruthy()
    expect(view.provider.callsOf('eth_sendTransaction')).toHaveLength(0)
  })
})

describe('Send confirmation', () => {
  async function reviewed() {
    const view = await openSend()
    await view.type('Amount', '0.5')
    await view.type('To', receiver)
    await view.click('Review send')
    const send = await view.modal().findByRole('button', { name: 'Send' }, { timeout: 10_000 })
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBeNull(), { timeout: 10_000 })
    return view
  }

  it('asks the wallet once however often Send is clicked, and says when the user declined', async () => {
    const view = await reviewed()
    view.provider.answerNext('eth_sendTransaction', 4001)
    const send = view.modal().getByRole('button', { name: 'Send' })
    await act(async () => {
      fireEvent.click(send)
      fireEvent.click(send)
    })
    const status = await view
      .modal()
      .findByText(
        'Transaction rejected. You declined it in your wallet. Nothing was sent.',
        {},
        { timeout: 10_000 },
      )
    expect(status).toBeTruthy()
    expect(view.provider.callsOf('eth_sendTransaction')).toHaveLength(1)
  })

  it('goes back to Account once the wallet sent it, with the form cleared for the next send', async () => {
    const view = await reviewed()
    const answer = view.provider.request.bind(view.provider)
    view.provider.request = async (args) =>
      args.method === 'eth_sendTransaction' ? hash : answer(args)
    await view.click('Send')
    await waitFor(() => expect(view.view()).toBe('Account'), { timeout: 10_000 })
    await act(() => view.appKit.open({ view: 'Send' }))
    await waitForForm(view)
    expect(view.field('Amount').value).toBe('')
    expect(view.field('To').value).toBe('')
  })
})
