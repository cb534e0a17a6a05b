import type { CaipNetwork } from '../../../schema/index.js'
import type { GetConvertAllowanceParameters } from '../blockchainApi/convertAllowance.js'
import type { BuildConvertApproveParameters } from '../blockchainApi/convertApprove.js'
import type { ConvertTransaction } from '../blockchainApi/convertBuiltTransaction.js'
import type { ConvertGasPrice } from '../blockchainApi/convertGasPrice.js'
import type { ConvertQuote, GetConvertQuoteParameters } from '../blockchainApi/convertQuote.js'
import type { ConvertToken } from '../blockchainApi/convertTokens.js'
import type { BuildConvertTransactionParameters } from '../blockchainApi/convertTransaction.js'
import type { ReadFreshBalanceParameters } from '../send/readFreshBalance.js'
import type { TokenBalance } from '../state/AccountState.js'
import type { SwapEvents } from './SwapEvents.js'

/** Who swaps: the connected EVM account and its network. */
export interface SwapAccount {
  network: CaipNetwork
  /** A 0x address. */
  address: string
  /** The native balance as the account state holds it (whole units), until the balances arrive. */
  nativeBalance: string | undefined
}

/**
 * What the swap controller reaches the account, the swap service, the wallet and the kit's events
 * through: the kit's own functions (`swapControllerOf` wires them), or a test's stand-ins.
 */
export interface SwapContext {
  /** The connected EVM account now, or `undefined` when none is. */
  account(): SwapAccount | undefined
  /** Calls `listener` when the EVM account or network may have changed; returns the stop. */
  watchAccount(listener: () => void): () => void
  /** `isSwapNetwork`: whether the kit offers swaps on `network`. */
  isSwapNetwork(network: CaipNetwork): boolean
  /** `getConvertTokens`. */
  tokens(network: CaipNetwork): Promise<ConvertToken[]>
  /** The account's token balances on its network (`getTokenBalances`; cached ones are fine here). */
  balances(account: SwapAccount): Promise<readonly TokenBalance[]>
  /** Reads the balances again, bypassing every cache, after a swap; resolves with the new ones. */
  refreshBalances(account: SwapAccount): Promise<readonly TokenBalance[]>
  /** `getConvertGasPrice`. */
  gasPrice(network: CaipNetwork): Promise<ConvertGasPrice>
  /** `getConvertQuote`: `undefined` when there is no route. */
  quote(parameters: GetConvertQuoteParameters): Promise<ConvertQuote | undefined>
  /** `getConvertAllowance`. */
  allowance(parameters: GetConvertAllowanceParameters): Promise<bigint>
  /** `buildConvertApprove`. */
  buildApprove(parameters: BuildConvertApproveParameters): Promise<ConvertTransaction>
  /** `buildConvertTransaction`. */
  buildTransaction(parameters: BuildConvertTransactionParameters): Promise<ConvertTransaction>
  /** USD prices by CAIP-10 address as given (`getFungiblePrices`); unknown ones are absent. */
  prices(addresses: readonly string[]): Promise<Record<string, number>>
  /** The balance read from the chain now, never a cached one (`readFreshBalance`). */
  readBalance(parameters: ReadFreshBalanceParameters): Promise<bigint>
  /**
   * Asks the connected wallet to send a built transaction (`sendSwapTransaction`); a declined
   * prompt rejects with `TransactionRejectedError`.
   */
  sendTransaction(network: CaipNetwork, transaction: ConvertTransaction): Promise<{ hash: string }>
  /** Waits for the receipt (`waitForSendConfirmation`): 'failed' when it reverted. */
  waitForReceipt(network: CaipNetwork, hash: string): Promise<'confirmed' | 'failed'>
  /** The swap events, to the kit's emitter. */
  emit<Name extends keyof SwapEvents>(name: Name, payload: SwapEvents[Name]): void
}
