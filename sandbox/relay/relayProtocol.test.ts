import { describe, expect, it, vi } from 'vitest'
import { setupRelayTestClients } from './setupRelayTestClients.js'

const harness = setupRelayTestClients()
const { client, topic } = harness

describe('startRelay: session methods and malformed frames', () => {
  it('subscribes the proposer to the pairing topic and the approver to the session topic itself', async () => {
    const [dapp, wallet] = await Promise.all([client('did:key:dapp'), client('did:key:wallet')])
    await dapp.request('wc_proposeSession', {
      pairingTopic: topic('d1'),
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: 7,
    })
    await wallet.request('irn_subscribe', { topic: topic('d1') })
    await vi.waitFor(
      () =>
        expect(wallet.pushes()[0]?.params.data).toMatchObject({ message: 'proposal', tag: 1100 }),
      { timeout: 10_000 },
    )
    await wallet.request('wc_approveSession', {
      sessionTopic: topic('d2'),
      pairingTopic: topic('d1'),
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await vi.waitFor(
      () => expect(dapp.pushes()[0]?.params.data).toMatchObject({ message: 'response', tag: 1101 }),
      { timeout: 10_000 },
    )
    await dapp.request('irn_subscribe', { topic: topic('d2') })
    await vi.waitFor(
      () => expect(dapp.pushes()[1]?.params.data).toMatchObject({ message: 'settle', tag: 1102 }),
      { timeout: 10_000 },
    )
    await dapp.request('irn_publish', { topic: topic('d2'), message: 'settled', ttl: 300 })
    await vi.waitFor(() => expect(wallet.pushes()[1]?.params.data.message).toBe('settled'), {
      timeout: 10_000,
    })
    expect(wallet.pushes().map((push) => push.params.data.message)).toEqual(['proposal', 'settled'])
  })

  it('answers malformed frames with JSON-RPC errors and keeps serving', async () => {
    const bad = await client('did:key:bad')
    const rejectedBefore = harness.relay.stats().rejectedFrames
    bad.send('not json')
    bad.send('[1, 2]')
    bad.send('{"jsonrpc":"2.0","method":"irn_publish"}')
    bad.send('{"id":1712345678901234567,"jsonrpc":"2.0","method":"irn_nothing","params":{}}')
    bad.send('{"id":"s","jsonrpc":"2.0","method":"irn_publish","params":{"topic":5,"message":"m"}}')
    bad.send('{"id":3,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":"nope"}}')
    bad.socket.send(Buffer.from([0xff, 0x00]), { binary: true })
    await vi.waitFor(() => expect(bad.frames).toHaveLength(7), { timeout: 10_000 })
    expect(bad.frames.map((frame) => frame.error?.code)).toEqual([
      -32700, -32600, -32600, -32601, -32602, -32602, -32700,
    ])
    // A 19-digit id comes back digit for digit, as the client's big-integer ids must.
    expect(bad.raw[3]).toContain('"id":1712345678901234567,')
    expect(harness.relay.stats().rejectedFrames - rejectedBefore).toBe(7)
    expect((await bad.request('irn_subscribe', { topic: topic('f1') })).result).toBeTypeOf('string')
  })
})
