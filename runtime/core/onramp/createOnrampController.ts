import type { OnrampOptions } from '../blockchainApi/onrampOptions.js'
import type { OnrampOrder } from '../blockchainApi/onrampOrders.js'
import type { OnrampProvider } from '../blockchainApi/onrampProviders.js'
import type { OnrampQuote } from '../blockchainApi/onrampQuote.js'
import { createStore } from '../kernel.js'
import { checkOnrampAmount } from './checkOnrampAmount.js'
import { type CheckoutWindow, followOrder } from './followOrder.js'
import type { OnrampAccount, OnrampContext, OnrampProgress } from './OnrampContext.js'
import {
  initialOnrampState,
  type OnrampPaymentMethod,
  type OnrampProviderQuote,
  type OnrampState,
} from './OnrampState.js'
import { pickPaymentLimit, purchaseCurrenciesFor } from './onrampCurrencies.js'
import { onrampMessages } from './onrampMessages.js'

/** The namespaces onramp serves (SPEC section 9: "Balance, send and onramp: eip155 and solana"). */
export const onrampNamespaces = ['eip155', 'solana'] as const

/** How long typing must pause before quotes are asked for. */
export const onrampQuoteDebounceMs = 500

/** The timers of the order watch; tests shorten them. */
export interface OnrampTimings {
  /** How often the provider's orders are read while a checkout is open (default 2 s). */
  orderPollMs: number
  /** How often the provider's window is checked for being closed (default 1 s, as SPEC's popups). */
  windowPollMs: number
  /** How long a checkout is watched at most (default 30 min). */
  watchMs: number
  /** How long orders are still read after the window closed without a payment (default 3 min). */
  afterCloseMs: number
}

const defaultTimings: OnrampTimings = {
  orderPollMs: 2_000,
  windowPollMs: 1_000,
  watchMs: 30 * 60_000,
  afterCloseMs: 3 * 60_000,
}

export interface OnrampController {
  getState(): OnrampState
  subscribe(listener: (state: OnrampState) => void): () => void
  /**
   * Shows the form for the active account: loads the providers serving its network and the
   * currencies (once per kit; SPEC section 8's fallback currencies when the options call fails),
   * keeps what was typed. A purchase in flight is left as it is.
   */
  open(): Promise<void>
  /** While the view shows: account and network changes are followed. Returns the stop. */
  watch(): () => void
  /** The fiat amount as typed: checked at once against the method's limits, quoted after 500 ms. */
  setAmount(text: string): void
  setPaymentCurrency(id: string): void
  setPaymentMethod(method: OnrampPaymentMethod): void
  setPurchaseCurrency(id: string): void
  selectProvider(name: string): void
  /** Loads the providers again after a failure, and asks for fresh quotes. */
  retry(): void
  /**
   * Opens the chosen provider's checkout: `checkoutWindow` is the window the view opened inside
   * the click (popup blockers), or null when the browser blocked it (the view then links to the
   * page). The checkout address is made (`/v1/generators/onrampurl`), the window sent there, and
   * the provider's orders read until the purchase is paid and delivered; `onProgress` hears each
   * step of it, even after the view closed. A second call while one opens does nothing.
   */
  checkout(checkoutWindow: CheckoutWindow | null, onProgress: OnrampProgress): Promise<void>
  /** Leaves the checkout (the purchase, if paid, is still followed) and shows the form again. */
  backToForm(): void
  /** Stops every timer; later calls do nothing (the kit was destroyed). */
  dispose(): void
}

/** Why the checkout address failed, for the person: the error's details when it has them. */
function readableReason(error: unknown): string {
  const details = (error as { details?: unknown } | null)?.details
  if (typeof details === 'string' && details) return ` ${details}`
  return error instanceof Error && error.message ? ` ${error.message}` : ''
}

const keyOf = (account: OnrampAccount | undefined) =>
  account ? `${account.network.caipNetworkId}|${account.address.toLowerCase()}` : ''

const supported = (namespace: string) => (onrampNamespaces as readonly string[]).includes(namespace)

/** The quote giving the most crypto; estimates (mock quotes) only when nothing else came back. */
function bestProvider(quotes: readonly OnrampProviderQuote[]): string | undefined {
  const ready = quotes.flatMap((entry) => (entry.status === 'ready' ? [entry] : []))
  const real = ready.filter((entry) => !entry.quote.estimate)
  const pool = real.length > 0 ? real : ready
  let best: (typeof pool)[number] | undefined
  for (const entry of pool) {
    if (
      !best ||
      Number(entry.quote.purchaseAmount.amount) > Number(best.quote.purchaseAmount.amount)
    )
      best = entry
  }
  return best?.provider.name
}

/**
 * The Buy feature of one kit, outside React: the form (what to buy, what to pay with, the amount
 * checked against the method's limits), one quote per provider serving the network, the
 * provider's checkout opened in a window and followed through the provider's orders until the
 * crypto arrives.
 * @example
 * const onramp = createOnrampController(context)
 * await onramp.open()
 * onramp.setAmount('100')
 * await onramp.checkout(window.open('', '_blank'), (order) => console.log(order.status))
 */
export function createOnrampController(
  context: OnrampContext,
  timings: Partial<OnrampTimings> = {},
): OnrampController {
  const timing = { ...defaultTimings, ...timings }
  const store = createStore<OnrampState>(initialOnrampState)
  let loaded: Promise<{ providers: OnrampProvider[]; options: OnrampOptions }> | undefined
  let quoteVersion = 0
  let quoteAbort: AbortController | undefined
  let debounce: ReturnType<typeof setTimeout> | undefined
  let checkoutVersion = 0
  let opening = false
  let disposed = false
  const follows = new Set<AbortController>()

  const set = (update: Partial<OnrampState>) => {
    if (!disposed) store.setState(update)
  }
  const stateKey = () => {
    const { network, address } = store.getState()
    return network && address ? `${network.caipNetworkId}|${address.toLowerCase()}` : ''
  }

  function load() {
    loaded ??= Promise.all([context.providers(), context.options()]).then(
      ([providers, options]) => ({ providers, options }),
    )
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }

  function clearQuotes() {
    quoteVersion += 1
    quoteAbort?.abort()
    quoteAbort = undefined
    if (debounce !== undefined) clearTimeout(debounce)
    debounce = undefined
  }

  /** Checks the amount now and asks every provider for a quote once typing pauses. */
  function requote(delayMs = onrampQuoteDebounceMs) {
    clearQuotes()
    const state = store.getState()
    const currency = state.paymentCurrencies.find((entry) => entry.id === state.paymentCurrency)
    const limit = currency ? pickPaymentLimit(currency, state.paymentMethod) : undefined
    const check = limit
      ? checkOnrampAmount(state.amountText, limit, state.paymentCurrency ?? '')
      : undefined
    set({
      limit: limit ? { min: limit.min, max: limit.max } : undefined,
      amountError: check && !check.ok ? check.message : undefined,
    })
    if (!check?.ok || !state.network || !state.purchaseCurrency || !state.paymentCurrency) {
      set({ quotes: [] })
      return
    }
    const version = quoteVersion
    set({ quotes: state.providers.map((provider) => ({ provider, status: 'loading' as const })) })
    debounce = setTimeout(() => {
      debounce = undefined
      const abort = new AbortController()
      quoteAbort = abort
      for (const provider of state.providers) {
        const request = {
          provider: provider.name,
          purchaseCurrency: state.purchaseCurrency as string,
          paymentCurrency: state.paymentCurrency as string,
          paymentMethod: state.paymentMethod,
          amount: check.text,
          network: (state.network as NonNullable<typeof state.network>).caipNetworkId,
        }
        context.quote(request, abort.signal).then(
          (quote) => settleQuote(version, provider, quote),
          () => undefined, // Aborted: a newer amount replaced it.
        )
      }
    }, delayMs)
  }

  function settleQuote(version: number, provider: OnrampProvider, quote: OnrampQuote) {
    if (version !== quoteVersion || disposed) return
    const settled: OnrampProviderQuote = quote.refused
      ? { provider, status: 'refused', message: quote.failure ?? '' }
      : { provider, status: 'ready', quote }
    const quotes = store
      .getState()
      .quotes.map((entry) => (entry.provider.name === provider.name ? settled : entry))
    const done = quotes.every((entry) => entry.status !== 'loading')
    const selected = store.getState().selectedProvider
    const keep = selected && quotes.some((entry) => entry.provider.name === selected)
    set({ quotes, ...(done && !keep ? { selectedProvider: bestProvider(quotes) } : {}) })
  }

  async function open() {
    if (disposed) return
    const account = context.account()
    if (!account) {
      clearQuotes()
      set({ ...initialOnrampState, unavailable: onrampMessages.notConnected })
      return
    }
    const networkName = account.network.name
    if (!supported(account.namespace)) {
      clearQuotes()
      set({ ...initialOnrampState, unavailable: onrampMessages.namespaceUnsupported(networkName) })
      return
    }
    const changed = keyOf(account) !== stateKey()
    const busy = store.getState().step !== 'form'
    if (!changed && store.getState().loadStatus === 'ready') return
    if (changed && busy) {
      // The purchase in flight is still followed; the form starts over for the new account.
      checkoutVersion += 1
      set({ step: 'form', checkout: undefined, notice: onrampMessages.accountChanged })
    }
    clearQuotes()
    set({
      namespace: account.namespace,
      network: account.network,
      address: account.address,
      unavailable: undefined,
      loadStatus: 'loading',
      quotes: [],
      ...(changed ? { selectedProvider: undefined } : {}),
    })
    let catalogue: Awaited<ReturnType<typeof load>>
    try {
      catalogue = await load()
    } catch {
      if (keyOf(context.account()) === keyOf(account)) {
        set({ loadStatus: 'error', notice: onrampMessages.providersFailed })
      }
      return
    }
    if (disposed || keyOf(context.account()) !== keyOf(account)) return
    const chainId = account.network.caipNetworkId
    const providers = catalogue.providers.filter((provider) =>
      provider.supportedChains.includes(chainId),
    )
    const purchaseCurrencies = purchaseCurrenciesFor(catalogue.options, chainId)
    const unavailable =
      providers.length === 0
        ? onrampMessages.noProvider(networkName)
        : purchaseCurrencies.length === 0
          ? onrampMessages.nothingToBuy(networkName)
          : undefined
    const state = store.getState()
    const native = account.network.nativeCurrency.symbol
    const purchaseCurrency =
      purchaseCurrencies.find((entry) => entry.id === state.purchaseCurrency)?.id ??
      purchaseCurrencies.find((entry) => entry.symbol === native)?.id ??
      purchaseCurrencies[0]?.id
    const paymentCurrencies = catalogue.options.paymentCurrencies
    const paymentCurrency =
      paymentCurrencies.find((entry) => entry.id === state.paymentCurrency)?.id ??
      paymentCurrencies.find((entry) => entry.id === 'USD')?.id ??
      paymentCurrencies[0]?.id
    set({
      loadStatus: 'ready',
      unavailable,
      providers,
      purchaseCurrencies,
      paymentCurrencies,
      optionsFallback: catalogue.options.fallback,
      purchaseCurrency,
      paymentCurrency,
      ...(state.notice === onrampMessages.providersFailed ? { notice: undefined } : {}),
    })
    if (!unavailable) requote(0)
  }

  function edit(update: Partial<OnrampState>) {
    if (disposed) return
    set({ ...update, checkoutError: undefined })
    requote()
  }

  async function checkout(checkoutWindow: CheckoutWindow | null, onProgress: OnrampProgress) {
    const state = store.getState()
    const account = context.account()
    const chosen = state.quotes.find(
      (entry) => entry.provider.name === state.selectedProvider && entry.status === 'ready',
    )
    if (opening || disposed || state.step !== 'form' || !account || !chosen) {
      if (!opening && state.step === 'form') checkoutWindow?.close()
      return
    }
    if (keyOf(account) !== stateKey()) {
      checkoutWindow?.close()
      return
    }
    opening = true
    const version = ++checkoutVersion
    const { provider } = chosen
    const quote = chosen.status === 'ready' ? chosen.quote : undefined
    const purchase = {
      amount: quote && !quote.estimate ? quote.purchaseAmount.amount : '',
      symbol:
        state.purchaseCurrencies.find((entry) => entry.id === state.purchaseCurrency)?.symbol ??
        state.purchaseCurrency ??
        '',
      fiat: state.amountText.trim(),
      fiatCurrency: state.paymentCurrency ?? '',
    }
    set({
      step: 'opening',
      notice: undefined,
      checkoutError: undefined,
      checkout: {
        provider,
        url: undefined,
        windowOpen: checkoutWindow !== null,
        purchase,
        order: undefined,
      },
    })
    const network = account.network.caipNetworkId
    // The orders already there: the one this checkout makes is the first one not among them.
    const known = await context
      .orders({ address: account.address, network, provider: provider.name })
      .then((orders) => new Set(orders.map((order) => order.id)))
      .catch(() => undefined)
    let url: string
    try {
      url = await context.checkoutUrl({
        provider,
        address: account.address,
        network,
        purchaseCurrency: state.purchaseCurrency ?? '',
        paymentCurrency: state.paymentCurrency ?? '',
        paymentMethod: state.paymentMethod,
        fiatAmount: purchase.fiat,
        ...(purchase.amount ? { cryptoAmount: purchase.amount } : {}),
        ...(quote?.quoteId ? { quoteId: quote.quoteId } : {}),
      })
    } catch (error) {
      opening = false
      checkoutWindow?.close()
      if (version === checkoutVersion) {
        const reason = readableReason(error)
        set({
          step: 'form',
          checkout: undefined,
          checkoutError: `${onrampMessages.urlFailed(provider.label)}${reason}`,
        })
      }
      return
    }
    opening = false
    if (disposed || version !== checkoutVersion) {
      checkoutWindow?.close()
      return
    }
    const windowOpen = checkoutWindow !== null && !checkoutWindow.closed
    if (windowOpen) checkoutWindow.location.replace(url)
    const current = () => version === checkoutVersion && !disposed
    const update = (changes: Partial<NonNullable<OnrampState['checkout']>>) => {
      const shown = store.getState().checkout
      if (current() && shown) set({ checkout: { ...shown, ...changes } })
    }
    update({ url, windowOpen })
    set({ step: 'checkout' })
    const stop = new AbortController()
    follows.add(stop)
    void followOrder({
      read: () => context.orders({ address: account.address, network, provider: provider.name }),
      known,
      since: context.now(),
      now: context.now,
      checkoutWindow: windowOpen ? checkoutWindow : null,
      timings: timing,
      signal: stop.signal,
      onOrder: (order: OnrampOrder) => {
        onProgress(order, account)
        if (order.status === 'success') context.refreshBalance(account)
        if (!current()) return
        update({ order })
        set({
          step:
            order.status === 'success'
              ? 'success'
              : order.status === 'failed'
                ? 'failed'
                : 'delivering',
        })
      },
      onWindowClosed: () => {
        if (!current() || store.getState().step !== 'checkout') return
        checkoutVersion += 1
        set({
          step: 'form',
          checkout: undefined,
          notice: onrampMessages.windowClosed(provider.label),
        })
      },
    }).finally(() => follows.delete(stop))
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(listener),
    open,
    watch() {
      const stop = context.watchAccount(() => {
        if (keyOf(context.account()) !== stateKey()) void open()
      })
      return stop
    },
    setAmount: (amountText) => edit({ amountText }),
    setPaymentCurrency: (paymentCurrency) => edit({ paymentCurrency }),
    setPaymentMethod: (paymentMethod) => edit({ paymentMethod }),
    setPurchaseCurrency: (purchaseCurrency) => edit({ purchaseCurrency }),
    checkout,
    selectProvider(name) {
      const pickable = (entry: OnrampProviderQuote) =>
        entry.provider.name === name && entry.status === 'ready'
      if (store.getState().quotes.some(pickable)) {
        set({ selectedProvider: name })
      }
    },
    retry() {
      if (store.getState().loadStatus === 'error') {
        set({ loadStatus: 'loading' })
        void open()
        return
      }
      set({ checkoutError: undefined })
      requote(0)
    },
    backToForm() {
      if (store.getState().step === 'opening') return
      checkoutVersion += 1
      set({ step: 'form', checkout: undefined, notice: undefined })
    },
    dispose() {
      clearQuotes()
      for (const follow of follows) follow.abort()
      follows.clear()
      disposed = true
    },
  }
}
