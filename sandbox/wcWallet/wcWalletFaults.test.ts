import { type Hex, toHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupWcHarness } from './setupWcHarness.js'

const wc = setupWcHarness()

describe('the sandbox wallet and a dapp through relay faults', () => {
  it('keeps the session working after the relay drops every socket', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    await wc.connect(dapp, wallet)
    const relayers = [dapp.client.core.relayer, wallet.signClient.core.relayer]
    const once = (event: string) =>
      relayers.map((relayer) => new Promise((resolve) => relayer.once(event, resolve)))
    const dropped = once('relayer_disconnect')
    const reconnected = once('relayer_connect')
    wc.relay.dropConnections()
    await Promise.all(dropped)
    // Sent while the wallet may still be reconnecting: the mailbox holds it until it is back.
    const signature = await dapp.request<Hex>(
      { method: 'personal_sign', params: [toHex('after the drop'), wallet.address] },
      'eip155:31337',
    )
    const message = 'after the drop'
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    await Promise.all(reconnected)
  })

  it('holds requests while the relay is paused and delivers them on resume', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    await wc.connect(dapp, wallet)
    wc.relay.setPaused(true)
    const signing = dapp.request<Hex>(
      { method: 'personal_sign', params: [toHex('held'), wallet.address] },
      'eip155:31337',
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(wallet.requests).toEqual([])
    wc.relay.setPaused(false)
    expect(
      await verifyMessage({ address: wallet.address, message: 'held', signature: await signing }),
    ).toBe(true)
  })
})
