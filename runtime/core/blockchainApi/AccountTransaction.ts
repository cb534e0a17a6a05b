/** One asset movement of a transaction, made safe to show. */
export interface AccountTransfer {
  kind: 'fungible' | 'nft'
  /** The token or NFT name (capped at 64 characters). */
  name: string
  /** Fungibles only (capped at 16 characters). */
  symbol?: string
  /** A fungible's icon: `https:` (or `http:` on loopback) only. */
  iconUrl?: string
  /** An NFT's preview image, checked like icons. */
  imageUrl?: string
  /** A plain decimal string, e.g. '0.25'. */
  quantity: string
  direction?: 'in' | 'out' | 'self'
  /** The service flagged this NFT as spam. */
  isSpam: boolean
}

/**
 * A transaction of the account's activity (SPEC section 3, "Transaction"), validated: the history
 * of the Blockchain API, or one the kit sent and is still waiting for (`status: 'pending'`).
 */
export interface AccountTransaction {
  /** Unique in the list: the service's id, or the hash of a pending one. */
  id: string
  hash?: string
  /** ISO 8601; for a pending transaction, when it was sent. */
  minedAt: string
  /** 'send', 'receive', 'approve', ... (text, capped). */
  operationType: string
  status: 'confirmed' | 'failed' | 'pending'
  sentFrom: string
  sentTo: string
  /** CAIP-2 of the network. */
  chain: string
  transfers: AccountTransfer[]
}
