/** What a client publishes: the `irn_publish` parameters the relay keeps. */
export interface PublishedMessage {
  topic: string
  message: string
  /** Seconds the mailbox keeps the message for peers that have not taken it yet. */
  ttl: number
  tag: number
  attestation?: string | undefined
}

/** A message in the mailbox. */
export interface StoredMessage extends PublishedMessage {
  seq: number
  publishedAt: number
  expiresAt: number
  /** The publishing client: never handed its own message back. */
  publisher: string
  /** Clients that acknowledged (or fetched) the message: it is never pushed to them again. */
  takenBy: Set<string>
}

const defaultCapacity = 10_000

/**
 * The relay's store of published messages per topic, each kept until its TTL runs out, so a
 * client that subscribes (or reconnects) later still gets it. Bounded: past `capacity` messages
 * the oldest go first, so a flood of publishes cannot grow memory without end.
 * @example
 * const mailbox = createMailbox()
 * const stored = mailbox.store({ topic, message, ttl: 300, tag: 1108 }, 'did:key:z6Mk...')
 * mailbox.live(topic) // [stored]
 */
export function createMailbox(capacity = defaultCapacity) {
  const topics = new Map<string, StoredMessage[]>()
  let size = 0
  let seq = 0

  const sweep = () => {
    const now = Date.now()
    for (const [topic, messages] of topics) {
      const alive = messages.filter((message) => message.expiresAt > now)
      size -= messages.length - alive.length
      if (alive.length) topics.set(topic, alive)
      else topics.delete(topic)
    }
    while (size > capacity) {
      let oldest: StoredMessage[] | undefined
      for (const messages of topics.values()) {
        if ((messages[0]?.seq ?? Infinity) < (oldest?.[0]?.seq ?? Infinity)) oldest = messages
      }
      const dropped = oldest?.shift()
      if (!dropped) break
      size--
      if (oldest?.length === 0) topics.delete(dropped.topic)
    }
  }

  return {
    store(published: PublishedMessage, publisher: string): StoredMessage {
      const publishedAt = Date.now()
      const message: StoredMessage = {
        ...published,
        seq: ++seq,
        publishedAt,
        expiresAt: publishedAt + published.ttl * 1000,
        publisher,
        takenBy: new Set(),
      }
      topics.set(published.topic, [...(topics.get(published.topic) ?? []), message])
      size++
      sweep()
      return message
    },
    /** The messages on `topic` whose TTL has not run out, oldest first. */
    live(topic: string): StoredMessage[] {
      const now = Date.now()
      return (topics.get(topic) ?? []).filter((message) => message.expiresAt > now)
    },
    markTaken(seqOfMessage: number, clientId: string) {
      for (const messages of topics.values()) {
        messages.find((message) => message.seq === seqOfMessage)?.takenBy.add(clientId)
      }
    },
    size(): number {
      sweep()
      return size
    },
  }
}
