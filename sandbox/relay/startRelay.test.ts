import { describe, expect, it, vi } from 'vitest'
import { handshakeWithHost } from '../http/fixtures/handshakeWithHost.js'
import { setupRelayTestClients } from './setupRelayTestClients.js'

const harness = setupRelayTestClients()
const { client, topic, settle } = harness

describe('startRelay: delivery, mailbox and fault switches', () => {
  it('listens on 127.0.0.1 and pushes a publish to other subscribers, never back to its publisher', async () => {
    expect(harness.relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const [dapp, wallet] = await Promise.all([client('did:key:dapp'), client('did:key:wallet')])
    expect((await dapp.request('irn_subscribe', { topic: topic('a1') })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
    await wallet.request('irn_subscribe', { topic: topic('a1') })
    const published = await dapp.request('irn_publish', {
      topic: topic('a1'),
      message: 'hello',
      ttl: 300,
      tag: 1108,
      prompt: false,
    })
    expect(published.result).toBe(true)
    await vi.waitFor(() => expect(wallet.pushes()).toHaveLength(1), { timeout: 10_000 })
    expect(wallet.pushes()[0]?.params).toMatchObject({
      data: { topic: topic('a1'), message: 'hello', tag: 1108, attestation: '' },
    })
    expect(wallet.pushes()[0]?.params.data.publishedAt).toBeTypeOf('number')
    await settle()
    expect(dapp.pushes()).toEqual([])
  })

  it('keeps messages published before anyone subscribed and delivers them on subscribe or fetch', async () => {
    const dapp = await client('did:key:dapp')
    await dapp.request('irn_batchPublish', {
      messages: [{ topic: topic('b1'), message: 'early', ttl: 300 }],
    })
    const wallet = await client('did:key:wallet')
    await wallet.request('irn_batchSubscribe', { topics: [topic('b1')] })
    await vi.waitFor(
      () => expect(wallet.pushes().map((push) => push.params.data.message)).toEqual(['early']),
      { timeout: 10_000 },
    )
    // The reply to the subscribe comes first, then what the mailbox held.
    expect(wallet.frames.map((frame) => frame.method ?? 'reply')).toEqual([
      'reply',
      'irn_subscription',
    ])
    const other = await client('did:key:other')
    const fetched = await other.request('irn_batchFetchMessages', { topics: [topic('b1')] })
    expect(fetched.result).toMatchObject({
      messages: [{ topic: topic('b1'), message: 'early' }],
      hasMore: false,
    })
    expect(
      (await other.request('irn_batchFetchMessages', { topics: [topic('b1')] })).result,
    ).toEqual({ messages: [], hasMore: false })
  })

  it('pushes an unacknowledged message again on the next socket, an acknowledged one never', async () => {
    const dapp = await client('did:key:dapp')
    await dapp.request('irn_publish', { topic: topic('c1'), message: 'one', ttl: 300 })
    const first = await client('did:key:wallet')
    await first.request('irn_subscribe', { topic: topic('c1') })
    await vi.waitFor(() => expect(first.pushes()).toHaveLength(1), { timeout: 10_000 })
    first.socket.terminate()
    const second = await client('did:key:wallet')
    await second.request('irn_subscribe', { topic: topic('c1') })
    await vi.waitFor(() => expect(second.pushes()).toHaveLength(1), { timeout: 10_000 })
    second.send(JSON.stringify({ id: second.pushes()[0]?.id, jsonrpc: '2.0', result: true }))
    await settle()
    second.socket.terminate()
    const third = await client('did:key:wallet')
    await third.request('irn_subscribe', { topic: topic('c1') })
    await settle()
    expect(third.pushes()).toEqual([])
  })

  it('stops pushing after irn_unsubscribe and holds pushes while paused', async () => {
    const [dapp, wallet] = await Promise.all([client('did:key:dapp'), client('did:key:wallet')])
    await wallet.request('irn_batchSubscribe', { topics: [topic('e1'), topic('e2')] })
    await wallet.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: topic('e2'), id: 'x' }],
    })
    harness.relay.setPaused(true)
    await dapp.request('irn_publish', { topic: topic('e1'), message: 'held', ttl: 300 })
    await dapp.request('irn_publish', { topic: topic('e2'), message: 'unsubscribed', ttl: 300 })
    await settle()
    expect(wallet.pushes()).toEqual([])
    harness.relay.setPaused(false)
    await vi.waitFor(
      () => expect(wallet.pushes().map((push) => push.params.data.message)).toEqual(['held']),
      { timeout: 10_000 },
    )
  })

  it('refuses a socket to a page that rebinds its name to 127.0.0.1 (421), and takes its own names', async () => {
    const { url, port } = harness.relay
    expect(await handshakeWithHost(url, `rebind.example:${port}`)).toBe(421)
    expect(await handshakeWithHost(url, `127.0.0.1:${port + 1}`)).toBe(421)
    expect(await handshakeWithHost(url, `localhost:${port}`)).toBe(101)
  })

  it('cuts every socket on dropConnections and counts what it serves', async () => {
    const dapp = await client('did:key:dapp')
    const closed = new Promise((resolve) => dapp.socket.once('close', resolve))
    await vi.waitFor(() => expect(harness.relay.stats().connections).toBeGreaterThan(0), {
      timeout: 10_000,
    })
    harness.relay.dropConnections()
    await closed
    await vi.waitFor(() => expect(harness.relay.stats().connections).toBe(0), { timeout: 10_000 })
    expect(harness.relay.stats()).toMatchObject({ subscriptions: 0, paused: false })
    expect(harness.relay.stats().published).toBeGreaterThan(0)
  })
})
