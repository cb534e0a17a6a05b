import type { CaipNetwork } from '../../../schema/index.js'
import type { TokenBalance } from '../state/AccountState.js'

/** The token being sent: a balance row of the account view (native when `address` is unset). */
export type SendToken = Pick<TokenBalance, 'address' | 'symbol' | 'quantity'> &
  Partial<Pick<TokenBalance, 'name' | 'chainId'>>

/** The fee terms an EVM estimate used, so the wallet is asked with exactly those. */
export interface Eip155FeeTerms {
  gas: bigint
  /** EIP-1559 chains. */
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  /** Chains without a base fee. */
  gasPrice?: bigint
}

/** What a send costs in the native currency's smallest units (wei, lamports). */
export interface SendFee {
  /**
   * The most the send can cost in native units: gas x max fee per gas on EVM networks; the
   * transaction fee plus, for an SPL token to a receiver without a token account, that account's rent.
   */
  fee: bigint
  /** EVM only: the terms behind `fee`; pass the whole `SendFee` to `sendTokens` to use them. */
  eip155?: Eip155FeeTerms
}

/** One transfer, as `estimateSendFee` and `sendTokens` take it. */
export interface TransferParameters {
  network: CaipNetwork
  /** The connected account: 0x address or base58 public key. */
  from: string
  /** The checked receiver (`checkReceiver`). */
  to: string
  token: SendToken
  /** In the token's smallest units (`parseAmount`). */
  amount: bigint
}
