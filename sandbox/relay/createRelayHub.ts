import { randomBytes } from 'node:crypto'
import { createMailbox, type PublishedMessage, type StoredMessage } from './createMailbox.js'

/** A connected client as the hub sees it: one websocket. */
export interface RelayPeer {
  /** The client's identity (from its auth token): the same across its reconnections. */
  clientId: string
  /** Writes one frame; false when the socket can no longer take it. */
  send(text: string): boolean
}

interface PeerState {
  /** topic -> subscription id */
  topics: Map<string, string>
  /** Message seqs already pushed on this socket (acknowledged or not). */
  sent: Set<number>
  /** Push id -> message seq, until the client acknowledges the push. */
  pushes: Map<number, number>
}

export interface RelayHubCounts {
  subscriptions: number
  storedMessages: number
  published: number
  delivered: number
}

/** The `data` of an `irn_subscription` push (and of a fetched message). */
function subscriptionData(message: StoredMessage) {
  const { topic, publishedAt, tag, attestation } = message
  // Clients skip the Verify lookup for an empty attestation; for an absent one a wallet in Node
  // asks the (unreachable) Verify service about every message.
  return { topic, message: message.message, publishedAt, tag, attestation: attestation ?? '' }
}

/**
 * The relay's state: subscriptions per socket and the mailbox. A message goes to every subscriber
 * but its publisher, now or when they subscribe later, until its TTL runs out; a push not yet
 * acknowledged is pushed again on the client's next socket (at-least-once, as the real relay;
 * clients drop duplicates).
 * @example
 * const hub = createRelayHub()
 * hub.attach(peer)
 * hub.subscribe(peer, topic) // also pushes what the mailbox holds for topic
 */
export function createRelayHub() {
  const peers = new Map<RelayPeer, PeerState>()
  const mailbox = createMailbox()
  const counts = { published: 0, delivered: 0 }
  // Push ids only need to be unique per socket; small safe integers keep acks easy to match.
  let pushId = 0
  let paused = false

  const push = (peer: RelayPeer, state: PeerState, message: StoredMessage) => {
    const subscriptionId = state.topics.get(message.topic)
    if (paused || subscriptionId === undefined || message.publisher === peer.clientId) return
    if (state.sent.has(message.seq) || message.takenBy.has(peer.clientId)) return
    const id = ++pushId
    const params = { id: subscriptionId, data: subscriptionData(message) }
    if (!peer.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params }))) {
      return
    }
    state.sent.add(message.seq)
    state.pushes.set(id, message.seq)
    counts.delivered++
  }

  const pushBacklog = (peer: RelayPeer, state: PeerState, topic: string) => {
    for (const message of mailbox.live(topic)) push(peer, state, message)
  }

  const stateOf = (peer: RelayPeer): PeerState => {
    const state = peers.get(peer)
    if (!state) throw new Error('relay peer is not attached')
    return state
  }

  return {
    attach(peer: RelayPeer) {
      peers.set(peer, { topics: new Map(), sent: new Set(), pushes: new Map() })
    },
    detach(peer: RelayPeer) {
      peers.delete(peer)
    },
    /** Returns the subscription id; then pushes what the mailbox holds for the topic. */
    subscribe(peer: RelayPeer, topic: string): string {
      const state = stateOf(peer)
      let id = state.topics.get(topic)
      if (id === undefined) {
        id = randomBytes(32).toString('hex')
        state.topics.set(topic, id)
      }
      // After the reply to the subscribe, which the caller writes in this same turn, as the
      // real relay orders them.
      queueMicrotask(() => pushBacklog(peer, state, topic))
      return id
    },
    unsubscribe(peer: RelayPeer, topic: string) {
      stateOf(peer).topics.delete(topic)
    },
    publish(peer: RelayPeer, published: PublishedMessage) {
      const message = mailbox.store(published, peer.clientId)
      counts.published++
      for (const [other, state] of peers) push(other, state, message)
    },
    /** `irn_batchFetchMessages`: what the mailbox holds for `peer`, handed over (so taken). */
    fetch(peer: RelayPeer, topics: readonly string[]) {
      return topics.flatMap((topic) =>
        mailbox
          .live(topic)
          .filter((message) => message.publisher !== peer.clientId)
          .filter((message) => !message.takenBy.has(peer.clientId))
          .map((message) => {
            message.takenBy.add(peer.clientId)
            return subscriptionData(message)
          }),
      )
    },
    acknowledge(peer: RelayPeer, id: number) {
      const state = peers.get(peer)
      const seq = state?.pushes.get(id)
      if (state === undefined || seq === undefined) return
      state.pushes.delete(id)
      mailbox.markTaken(seq, peer.clientId)
    },
    setPaused(value: boolean) {
      paused = value
      if (paused) return
      for (const [peer, state] of peers) {
        for (const topic of state.topics.keys()) pushBacklog(peer, state, topic)
      }
    },
    get paused() {
      return paused
    },
    counts(): RelayHubCounts {
      let subscriptions = 0
      for (const state of peers.values()) subscriptions += state.topics.size
      return { subscriptions, storedMessages: mailbox.size(), ...counts }
    },
  }
}

/** The relay's state, as `createRelayHub` builds it. */
export type RelayHub = ReturnType<typeof createRelayHub>
