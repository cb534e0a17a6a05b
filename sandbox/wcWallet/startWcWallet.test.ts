import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { setupWcHarness } from './setupWcHarness.js'
import { wcWalletMethods } from './wcWalletNamespaces.js'

const wc = setupWcHarness()

describe('startWcWallet with a UniversalProvider dapp over the loopback relay', () => {
  it('pairs, answers personal_sign and sends a transaction that anvil mines, all on 127.0.0.1', async () => {
    const fetched: string[] = []
    const realFetch = globalThis.fetch
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    })
    try {
      const started = performance.now()
      const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
      const session = await wc.connect(dapp, wallet)
      const paired = performance.now()
      const address = wallet.address
      expect(address).toBe(wc.chain.accounts[0]?.address)
      expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
      expect(session?.namespaces.eip155?.methods).toEqual([...wcWalletMethods])
      expect(await dapp.request({ method: 'eth_accounts' })).toEqual([address])

      const message = 'hello from the sandbox'
      const signature = await dapp.request<Hex>(
        { method: 'personal_sign', params: [toHex(message), address] },
        'eip155:31337',
      )
      expect(await verifyMessage({ address, message, signature })).toBe(true)
      const signed = performance.now()

      const to = wc.chain.accounts[1]?.address
      const hash = await dapp.request<Hex>(
        {
          method: 'eth_sendTransaction',
          params: [{ from: address, to, value: toHex(parseEther('0.01')) }],
        },
        'eip155:31337',
      )
      const client = createPublicClient({ transport: http(wc.chain.rpcUrl), cacheTime: 0 })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      expect(receipt).toMatchObject({
        status: 'success',
        from: address.toLowerCase(),
        to: to?.toLowerCase(),
      })
      const sent = performance.now()
      console.info(
        `WalletConnect offline: init+pairing ${Math.round(paired - started)} ms, personal_sign ${Math.round(signed - paired)} ms, eth_sendTransaction mined ${Math.round(sent - signed)} ms, total ${Math.round(sent - started)} ms`,
      )
      expect(wallet.requests.map((request) => request.method)).toEqual([
        'personal_sign',
        'eth_sendTransaction',
      ])
      const outside = fetched.filter((url) => new URL(url).hostname !== '127.0.0.1')
      expect(outside).toEqual([])
    } finally {
      spy.mockRestore()
    }
  })

  it('tells the dapp when the wallet ends the session', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    const session = await wc.connect(dapp, wallet)
    const deleted = wc.eventOf<{ topic: string }>(dapp, 'session_delete')
    await wallet.disconnect()
    expect((await deleted).topic).toBe(session?.topic)
    expect(dapp.session).toBeUndefined()
    expect(wallet.sessions()).toEqual([])
  })

  it("rejects the dapp's connect when the wallet rejects the proposal", async () => {
    const [dapp, wallet] = await Promise.all([
      wc.startDapp(),
      wc.startWallet({ autoApprove: false }),
    ])
    const connecting = wc.connect(dapp, wallet)
    connecting.catch(() => undefined)
    const proposal = await wallet.nextProposal()
    expect(proposal.params.optionalNamespaces.eip155?.chains).toEqual(['eip155:31337'])
    await wallet.reject(proposal)
    await expect(connecting).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(wallet.sessions()).toEqual([])
  })

  it('tells the wallet when the dapp ends the session', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    await wc.connect(dapp, wallet)
    const deleted = new Promise((resolve) => wallet.signClient.once('session_delete', resolve))
    await dapp.disconnect()
    await deleted
    expect(wallet.sessions()).toEqual([])
  })
})
