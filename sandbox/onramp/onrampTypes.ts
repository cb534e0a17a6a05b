import type { Address } from 'viem'

/** What the stand-in providers sell. */
export type OnrampPurchaseSymbol = 'ETH' | 'SUSD' | 'SOL'

/** What they take. */
export type OnrampPaymentSymbol = 'USD' | 'EUR'

/** The payment methods the kit knows (SPEC section 3, "Payment currency"). */
export type OnrampPaymentMethod = 'card' | 'bank_account'

/** Where an order is: made by the URL generator, paid at checkout, then delivered or not. */
export type OnrampOrderStatus = 'created' | 'in_progress' | 'succeeded' | 'failed'

/** A network the stand-in providers deliver on. */
export type OnrampNetwork =
  | {
      namespace: 'eip155'
      /** CAIP-2, e.g. `eip155:31337`. */
      caipNetworkId: string
      chainId: number
      name: string
      rpcUrl: string
      /** The sandbox token (SUSD) there. */
      tokenAddress: Address
    }
  | { namespace: 'solana'; caipNetworkId: string; name: string; rpcUrl: string }

/** One entry of `/v1/onramp/providers` (SPEC section 3, "Onramp provider"). */
export interface OnrampProviderRecord {
  label: string
  /** `[a-z0-9-]{1,32}`, unique. */
  name: string
  feeRange: string
  /** The provider's origin: every checkout URL of its orders is on it. */
  url: string
  /** CAIP-2 ids of the networks it delivers on. */
  supportedChains: string[]
}

/** How a provider charges, in basis points of the total and cents of the payment currency. */
export interface OnrampFeeModel {
  providerFeeBps: number
  /** A fixed network fee... */
  networkFeeCents?: number
  /** ...or a share of the total... */
  networkFeeBps?: number
  /** ...capped here. */
  networkFeeMaxCents?: number
}

/** An amount in a currency as the quote answers it: a decimal string. */
export interface OnrampAmount {
  amount: string
  currency: string
}

/** The answer of `/v1/onramp/quote`. */
export interface OnrampQuote {
  purchaseAmount: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  networkFee: OnrampAmount
  providerFee: OnrampAmount
  quoteId: string
}

/** One order of a stand-in provider. */
export interface OnrampOrder {
  /** URL-safe: it is the last segment of the checkout URL. */
  id: string
  /** The provider's `name`. */
  provider: string
  /** CAIP-2. */
  network: string
  /** The wallet that receives the purchase (0x or base58). */
  destination: string
  purchaseCurrency: OnrampPurchaseSymbol
  paymentCurrency: OnrampPaymentSymbol
  paymentMethod: OnrampPaymentMethod
  quote: OnrampQuote
  /** Exactly what is delivered, in the currency's base units. */
  purchaseUnits: bigint
  status: OnrampOrderStatus
  /** ISO 8601. */
  createdAt: string
  paidAt?: string
  settledAt?: string
  /** The delivery's transaction hash (EVM) or signature (Solana), once mined. */
  hash?: string
  /** The provider's hot wallet, once it sent. */
  sentFrom?: string
  /** Why the delivery failed. */
  failure?: string
}

/** One entry of the history with `onramp` (the contract's OnrampOrderTransaction). */
export interface OnrampOrderTransaction {
  id: string
  metadata: {
    operationType: 'buy'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    nonce: number
    chain: string
    status:
      | 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
      | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
      | 'ONRAMP_TRANSACTION_STATUS_FAILED'
  }
  transfers: {
    fungible_info: { name: string; symbol: string; icon: { url: string } }
    direction: 'in'
    quantity: { numeric: string }
    value: number
    price: number
  }[]
}
