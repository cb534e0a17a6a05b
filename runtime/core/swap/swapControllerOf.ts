import type { AppKit } from '../AppKit.js'
import { getConvertAllowance } from '../blockchainApi/convertAllowance.js'
import { buildConvertApprove } from '../blockchainApi/convertApprove.js'
import { getConvertGasPrice } from '../blockchainApi/convertGasPrice.js'
import { getConvertQuote } from '../blockchainApi/convertQuote.js'
import { getConvertTokens } from '../blockchainApi/convertTokens.js'
import { buildConvertTransaction } from '../blockchainApi/convertTransaction.js'
import { getFungiblePrices } from '../blockchainApi/getFungiblePrices.js'
import { getTokenBalances } from '../blockchainApi/getTokenBalances.js'
import { defineOwned, fetchBalance, isSwapNetwork } from '../kernel.js'
import { readFreshBalance } from '../send/readFreshBalance.js'
import { waitForSendConfirmation } from '../send/waitForSendConfirmation.js'
import { createSwapController, type SwapController } from './createSwapController.js'
import type { SwapAccount, SwapContext } from './SwapContext.js'
import { sendSwapTransaction } from './sendSwapTransaction.js'

/** The connected EVM account of the kit and its network, when there is one. */
function evmAccountOf(appKit: AppKit): SwapAccount | undefined {
  const chains = appKit.stores.chains
  if (!chains.getState().namespaces.includes('eip155')) return undefined
  const account = chains.getAccount('eip155')
  const network = chains.getNetwork('eip155').caipNetwork
  if (account.status !== 'connected' || !account.address || !network) return undefined
  return { network, address: account.address, nativeBalance: account.balance }
}

/** The kit's own functions behind the swap controller. */
function swapContextOf(appKit: AppKit): SwapContext {
  const stored = () => {
    const chains = appKit.stores.chains
    return chains.getState().namespaces.includes('eip155')
      ? chains.getAccount('eip155').tokenBalance
      : []
  }
  return {
    account: () => evmAccountOf(appKit),
    watchAccount: (listener) =>
      appKit.stores.chains.subscribe((state, previous) => {
        const changed =
          state.accounts.eip155 !== previous.accounts.eip155 ||
          state.networks.eip155 !== previous.networks.eip155
        if (changed) listener()
      }),
    isSwapNetwork: (network) => isSwapNetwork(appKit, network),
    tokens: (network) => getConvertTokens(appKit, { caipNetwork: network }),
    // The account view's balances (30 s cache); the stored ones when the service fails.
    balances: ({ network, address }) =>
      getTokenBalances(appKit, { address, caipNetwork: network }).catch(stored),
    refreshBalances: ({ network, address }) => {
      void fetchBalance(appKit, { namespace: 'eip155', forceUpdate: true }).catch(() => undefined)
      return getTokenBalances(appKit, { address, caipNetwork: network, forceUpdate: true })
    },
    gasPrice: (network) => getConvertGasPrice(appKit, { caipNetwork: network }),
    quote: (parameters) => getConvertQuote(appKit, parameters),
    allowance: (parameters) => getConvertAllowance(appKit, parameters),
    buildApprove: (parameters) => buildConvertApprove(appKit, parameters),
    buildTransaction: (parameters) => buildConvertTransaction(appKit, parameters),
    prices: async (addresses) => {
      const found = await getFungiblePrices(appKit, { addresses })
      return Object.fromEntries(Object.entries(found).map(([key, entry]) => [key, entry.price]))
    },
    readBalance: (parameters) => readFreshBalance(appKit, parameters),
    sendTransaction: (network, transaction) => sendSwapTransaction(appKit, network, transaction),
    waitForReceipt: (network, hash) => waitForSendConfirmation(appKit, { network, hash }),
    // The swap events are the kit's own (AppKitEvents lists SwapEvents' payloads by name).
    emit: (name, payload) => appKit.events.emit(name, ...([payload] as never)),
  }
}

/** The kit's swap controller: kept on the instance, released by `destroy()`. */
const swapController = defineOwned(
  'swap',
  (appKit: AppKit) => createSwapController(swapContextOf(appKit)),
  (controller) => controller.dispose(),
)

/**
 * The swap controller of `appKit`, made on first use: one per kit, so the form outlives the views
 * and a swap whose wallet prompt is still open when the modal closes is the one the view finds
 * again, never a second one.
 * @example
 * const swap = swapControllerOf(appKit)
 * await swap.open({ fromToken: 'ETH', toToken: 'USDC' })
 */
export function swapControllerOf(appKit: AppKit): SwapController {
  return appKit.owned.get(swapController)
}
