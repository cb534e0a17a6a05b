import type { PublishedMessage } from './createMailbox.js'
import type { RelayHub, RelayPeer } from './createRelayHub.js'

/** A JSON-RPC error the relay answers with. */
export class RelayRequestError extends Error {
  override name = 'RelayRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

// Tags the real relay gives what it publishes on a client's behalf for the two session methods
// (the sign client's own tags for the messages inside them).
const proposalTag = 1100
const proposalResponseTag = 1101
const settleRequestTag = 1102
const defaultTtl = 300
const maxTtl = 30 * 24 * 60 * 60
const maxTopicLength = 256

type Params = Record<string, unknown>

function paramsOf(params: unknown): Params {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new RelayRequestError(-32602, 'Invalid params: expected an object')
  }
  return params as Params
}

function text(params: Params, key: string, maxLength = Number.POSITIVE_INFINITY): string {
  const value = params[key]
  if (typeof value !== 'string' || value === '' || value.length > maxLength) {
    throw new RelayRequestError(-32602, `Invalid params: ${key} must be a non-empty string`)
  }
  return value
}

function list(params: Params, key: string): unknown[] {
  const value = params[key]
  if (!Array.isArray(value))
    throw new RelayRequestError(-32602, `Invalid params: ${key} must be a list`)
  return value
}

const topic = (params: Params, key = 'topic') => text(params, key, maxTopicLength)

function ttlOf(params: Params): number {
  const ttl = params.ttl
  // Out-of-range TTLs are clamped rather than refused: clients send 30 s to 30 days.
  if (typeof ttl !== 'number' || !Number.isFinite(ttl)) return defaultTtl
  return Math.min(Math.max(ttl, 1), maxTtl)
}

function published(params: Params): PublishedMessage {
  const tag = params.tag
  const attestation = params.attestation
  return {
    topic: topic(params),
    message: text(params, 'message'),
    ttl: ttlOf(params),
    tag: typeof tag === 'number' && Number.isInteger(tag) ? tag : 0,
    attestation: typeof attestation === 'string' ? attestation : undefined,
  }
}

/**
 * Answers one JSON-RPC request of the WalletConnect relay protocol (the `irn_*` methods and the
 * sign client's `wc_proposeSession` / `wc_approveSession`) against the hub, or throws a
 * `RelayRequestError` carrying the JSON-RPC error code.
 * @example
 * answerRelayRequest(hub, peer, 'irn_subscribe', { topic }) // '9f2c...' (the subscription id)
 */
export function answerRelayRequest(
  hub: RelayHub,
  peer: RelayPeer,
  method: string,
  rawParams: unknown,
): unknown {
  switch (method) {
    case 'irn_subscribe':
      return hub.subscribe(peer, topic(paramsOf(rawParams)))
    case 'irn_batchSubscribe': {
      const topics = list(paramsOf(rawParams), 'topics').map((entry) => topic({ topic: entry }))
      return topics.map((entry) => hub.subscribe(peer, entry))
    }
    case 'irn_unsubscribe':
      hub.unsubscribe(peer, topic(paramsOf(rawParams)))
      return true
    case 'irn_batchUnsubscribe': {
      const topics = list(paramsOf(rawParams), 'subscriptions').map((entry) =>
        topic(paramsOf(entry)),
      )
      for (const entry of topics) hub.unsubscribe(peer, entry)
      return true
    }
    case 'irn_publish':
      hub.publish(peer, published(paramsOf(rawParams)))
      return true
    case 'irn_batchPublish': {
      const messages = list(paramsOf(rawParams), 'messages').map((entry) =>
        published(paramsOf(entry)),
      )
      for (const message of messages) hub.publish(peer, message)
      return true
    }
    case 'irn_batchFetchMessages': {
      const topics = list(paramsOf(rawParams), 'topics').map((entry) => topic({ topic: entry }))
      return { messages: hub.fetch(peer, topics), hasMore: false }
    }
    case 'wc_proposeSession': {
      // The dapp never subscribes to its pairing topic itself: the relay does it on this call.
      const params = paramsOf(rawParams)
      const pairingTopic = topic(params, 'pairingTopic')
      const proposal = text(params, 'sessionProposal')
      const attestation = typeof params.attestation === 'string' ? params.attestation : undefined
      hub.subscribe(peer, pairingTopic)
      const ttl = ttlOf(params)
      hub.publish(peer, {
        topic: pairingTopic,
        message: proposal,
        ttl,
        tag: proposalTag,
        attestation,
      })
      return true
    }
    case 'wc_approveSession': {
      // Likewise the wallet never subscribes to the session topic: the relay does. The proposal
      // response goes first, so the dapp learns the session topic, subscribes and then finds the
      // settle request waiting in the mailbox.
      const params = paramsOf(rawParams)
      const sessionTopic = topic(params, 'sessionTopic')
      const pairingTopic = topic(params, 'pairingTopic')
      const response = text(params, 'sessionProposalResponse')
      const settle = text(params, 'sessionSettlementRequest')
      const ttl = ttlOf(params)
      hub.subscribe(peer, sessionTopic)
      hub.publish(peer, { topic: pairingTopic, message: response, ttl, tag: proposalResponseTag })
      hub.publish(peer, { topic: sessionTopic, message: settle, ttl, tag: settleRequestTag })
      return true
    }
    default:
      throw new RelayRequestError(-32601, `Method not found: ${method.slice(0, 64)}`)
  }
}
