import type { Address } from 'viem'

/** A chain the stand-in reads from. */
export interface BlockchainApiChain {
  chainId: number
  rpcUrl: string
  /** The sandbox token deployed there, if any (see `seedChain`). */
  tokenAddress?: Address
  /** The sandbox NFT (Sandbox Critters) deployed there, if any (see `seedChain`). */
  nftAddress?: Address
  /** The second sandbox token (Sandbox Euro, SEUR) deployed there, if any (see `seedChain`). */
  euroTokenAddress?: Address
  /**
   * The sandbox exchange (`SandboxSwap`) deployed there, if any (see `seedChain`): the convert
   * routes answer for a chain only when it has one, and the sandbox token too.
   */
  swapAddress?: Address
}

/** What `/v1/identity/{address}` answers for an address. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** One entry of `/v1/account/{address}/balance` (SPEC section 3, "Token balance"). */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  /** CAIP-10 of the token contract; absent for the native currency. */
  address?: string
  /** Worth in the requested currency. */
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** One movement of a fungible or an NFT inside a transaction of the history: exactly one of
 * `fungible_info` and `nft_info` is present. An NFT moves a quantity of 1 with no price. */
export interface TransactionTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}

/** One entry of `/v1/account/{account}/history` (SPEC section 3, "Transaction"). */
export interface Transaction {
  id: string
  metadata: {
    /**
     * `mint` for an NFT minted to the account; `trade` for a swap the account made on the sandbox
     * exchange (what it sold out, what it bought in); `withdraw` only in the fixed archive entries.
     */
    operationType: 'send' | 'receive' | 'mint' | 'trade' | 'withdraw'
    hash: string
    /** ISO 8601 time of the block. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    /** CAIP-2. */
    chain: string
  }
  transfers: TransactionTransfer[]
}

/** One entry of `/v1/account/{address}/nfts`. */
export interface Nft {
  /** CAIP-10 of the contract, `:` and the token id: `eip155:31337:0x...:4`. */
  id: string
  /** CAIP-2. */
  chainId: string
  /** The contract address is checksummed. */
  contract: { address: string; name: string; symbol: string }
  /** Decimal. */
  tokenId: string
  name: string
  description?: string
  image: { url: string }
  flags: { is_spam: boolean }
}

/** One entry of `/v1/convert/tokens`: a token the sandbox exchange trades on that chain. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10; the native currency is `eip155:<chainId>:0xeeee...eeee`. */
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
}

/** One entry of `/v1/convert/quotes`: amounts are integer strings in base units. */
export interface SwapQuote {
  fromAmount: string
  /** The CAIP-10 token sold, as the request named it. */
  fromAccount: string
  toAmount: string
  /** The CAIP-10 token bought, as the request named it. */
  toAccount: string
}

/** The gas of a transaction the convert routes build: integer strings (units, wei). */
export interface ConvertGas {
  gas: string
  gasPrice: string
}

/**
 * A name record of the name service, as `/v1/profile/account/{name}` and `/v1/profile/reverse/{address}`
 * answer it: the addresses by coin type (decimal string: "60", or `0x80000000 | chainId`), times in
 * Unix seconds.
 */
export interface ProfileNameRecord {
  /** The full name, lower case: `alice.reown.id`. */
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string }>
  attributes: { avatar?: string; bio?: string }
}

/** One entry of `/v1/profile/suggestions/{name}`. */
export interface ProfileNameSuggestion {
  /** The full name: `alice1.reown.id`. */
  name: string
  registered: boolean
}

/** An answer before it is written. */
export interface BlockchainApiAnswer {
  status: number
  type: 'application/json' | 'image/svg+xml'
  body: string
}
