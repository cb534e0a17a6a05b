import { formatUnits } from 'viem'
import type { ConvertToken } from '../blockchainApi/convertTokens.js'
import { createStore } from '../kernel.js'
import type { SwapArguments } from '../router/ViewName.js'
import { parseAmount } from '../send/parseAmount.js'
import { createPriceBook } from './createPriceBook.js'
import { heldAmount, quoteSwap, type SwapInput } from './quoteSwap.js'
import { readMaxSwapAmount } from './readMaxSwapAmount.js'
import { runSwap, type SwapOutcome } from './runSwap.js'
import type { SwapAccount, SwapContext } from './SwapContext.js'
import { initialSwapState, type SwapFieldErrors, type SwapState } from './SwapState.js'
import { type SwapToken, sameToken } from './SwapToken.js'
import { resolveSwapToken, selectSwapTokens, unknownTokenError } from './selectSwapTokens.js'
import { swapMessages } from './swapMessages.js'
import { swapTokensOf } from './swapTokensOf.js'

/** How long typing must pause before a quote is asked for. */
export const quoteDebounceMs = 400
/** How often the quote is asked again while the view watches. */
export const quoteRefreshMs = 15_000

/** The amount Max filled in, or why it could not. */
export type FillMaxResult = { ok: true; amountText: string } | { ok: false; message: string }

export interface SwapController {
  /** The Swap view's state. */
  getState(): SwapState
  subscribe(listener: (state: SwapState) => void): () => void
  /**
   * Shows the form for the connected account: loads the network's tokens (with the account's
   * balances), applies `preset` (symbols or addresses, case-insensitive: an unknown one is a field
   * error and changes nothing else), keeps what was typed before when its token is still offered,
   * and quotes. A swap in flight is left as it is.
   */
  open(preset?: SwapArguments): Promise<void>
  /** The token to sell (a row, or a symbol or address); the token to buy already is swaps sides. */
  setFrom(token: SwapToken | string): void
  /** The token to buy; the token to sell already is swaps sides. */
  setTo(token: SwapToken | string): void
  /** Swaps the tokens to sell and to buy; the amount stays. */
  flip(): void
  /** The amount to sell as typed: checked at once, quoted once typing pauses (400 ms). */
  setAmount(text: string): void
  /** Fills the amount with the most that can be sold, from a balance read now. */
  fillMax(): Promise<FillMaxResult>
  /** Asks for the quote again now (and for the token list, when it failed). */
  retry(): void
  /**
   * While the view shows the form: the quote is asked again every 15 s and account or network
   * changes are followed. Returns the stop; the timers run only while someone watches.
   */
  watch(): () => void
  /**
   * Makes the swap of the form (`runSwap`): one at a time, a second call while one runs returns the
   * same promise. Needs a ready quote and a form without errors. Never rejects.
   */
  submit(): Promise<SwapOutcome>
  /** From `success` or `failed` back to the form (emptied after a success); ignored mid-swap. */
  backToForm(): void
  /** Stops the timers and forgets the form; later calls do nothing (the kit was destroyed). */
  dispose(): void
}

const idle = initialSwapState.quote
const keyOf = (account: Pick<SwapAccount, 'network' | 'address'> | undefined) =>
  account ? `${account.network.caipNetworkId}|${account.address.toLowerCase()}` : ''

/** `errors` with `changes` applied (undefined removes), the same object when nothing changed. */
function withErrors(errors: SwapFieldErrors, changes: SwapFieldErrors): SwapFieldErrors {
  const next: SwapFieldErrors = { ...errors, ...changes }
  for (const key of Object.keys(next) as (keyof SwapFieldErrors)[]) {
    if (next[key] === undefined) delete next[key]
  }
  const same =
    Object.keys(next).length === Object.keys(errors).length &&
    Object.entries(next).every(([key, value]) => errors[key as keyof SwapFieldErrors] === value)
  return same ? errors : next
}

/**
 * The swap feature of one kit, outside React: the Swap view's form (tokens, amount, field
 * errors), its quote kept fresh (debounced on input, every 15 s while watched, older answers
 * dropped), Max from a fresh balance, and the one swap in flight (approval, swap, receipts, events).
 * @example
 * const swap = createSwapController(context)
 * await swap.open({ fromToken: 'ETH', toToken: 'USDC', amount: '0.1' })
 * const stop = swap.watch()
 * if (swap.getState().quote.status === 'ready') await swap.submit()
 */
export function createSwapController(context: SwapContext): SwapController {
  const store = createStore<SwapState>(initialSwapState)
  const prices = createPriceBook(context)
  // Bumped by every change of what is quoted: an answer for an older version is dropped.
  let quoteVersion = 0
  let loadVersion = 0
  let listed: readonly ConvertToken[] = []
  let debounce: ReturnType<typeof setTimeout> | undefined
  let refresher: ReturnType<typeof setInterval> | undefined
  let stopFollowing: (() => void) | undefined
  let watchers = 0
  let opened = false
  let submitting: Promise<SwapOutcome> | undefined
  let disposed = false

  const set = (update: Partial<SwapState>) => {
    if (!disposed) store.setState(update)
  }
  const setErrors = (changes: SwapFieldErrors) =>
    set({ errors: withErrors(store.getState().errors, changes) })
  const stateKey = () => {
    const { network, address } = store.getState()
    return network && address ? keyOf({ network, address }) : ''
  }
  /** The connected account, when it is the one the state is for. */
  const currentAccount = () => {
    const account = context.account()
    return account && keyOf(account) === stateKey() ? account : undefined
  }
  const editable = () => !disposed && !submitting

  /** The form's swap when it can be quoted; otherwise the amount's error is in the state. */
  function checkedInput(): SwapInput | undefined {
    const state = store.getState()
    const account = currentAccount()
    const { fromToken: from, toToken: to } = state
    if (state.unavailable || state.tokensStatus !== 'ready' || !account || !from) return undefined
    if (!state.amountText.trim()) {
      setErrors({ amount: undefined })
      return undefined
    }
    const parsed = parseAmount(state.amountText, from.decimals)
    if (!parsed.ok) {
      setErrors({ amount: parsed.reason })
      return undefined
    }
    if (parsed.value > heldAmount(from)) {
      setErrors({ amount: swapMessages.overBalance(from.quantity.numeric, from.symbol) })
      return undefined
    }
    setErrors({ amount: undefined })
    return to ? { account, from, to, amount: parsed.value } : undefined
  }

  /** Quotes the form after `delayMs`; `quiet` keeps the quote on screen until the new one is in. */
  function quote(delayMs: number, quiet = false): void {
    const version = ++quoteVersion
    clearTimeout(debounce)
    debounce = undefined
    const input = checkedInput()
    if (!input) {
      set({ quote: idle, allowance: 'unknown' })
      return
    }
    if (!quiet) set({ quote: { status: 'loading' }, allowance: 'unknown' })
    const run = async () => {
      const result = await quoteSwap(context, prices, input)
      if (disposed || version !== quoteVersion) return
      set({ quote: result.quote, allowance: result.allowance })
      setErrors({ amount: result.amountError })
    }
    if (delayMs === 0) void run()
    else debounce = setTimeout(run, delayMs)
  }

  const resolve = (reference: SwapToken | string) =>
    resolveSwapToken(store.getState().tokens, reference)
  const unknownToken = (reference: SwapToken | string) =>
    unknownTokenError(reference, store.getState().network?.name ?? 'this network')

  /** The tokens of `account`'s network, the selection kept where its tokens are still offered. */
  async function load(account: SwapAccount | undefined, preset?: SwapArguments): Promise<void> {
    const version = ++loadVersion
    quoteVersion += 1
    clearTimeout(debounce)
    const where = { network: account?.network, address: account?.address }
    const empty = { tokens: [], fromToken: undefined, toToken: undefined, amountText: '' }
    const blank = { ...where, ...empty, quote: idle, allowance: 'unknown' as const, errors: {} }
    if (!account)
      return set({ ...blank, unavailable: swapMessages.notConnected, tokensStatus: 'idle' })
    if (!context.isSwapNetwork(account.network)) {
      return set({ ...blank, unavailable: swapMessages.unsupportedNetwork, tokensStatus: 'idle' })
    }
    set({ ...where, unavailable: undefined, tokensStatus: 'loading', quote: idle })
    let answer: ConvertToken[]
    try {
      answer = await context.tokens(account.network)
    } catch {
      if (version === loadVersion)
        set({ tokensStatus: 'error', notice: swapMessages.tokensUnavailable })
      return
    }
    const balances = await context.balances(account).catch(() => [])
    if (disposed || version !== loadVersion) return
    listed = answer
    const tokens = swapTokensOf(account.network, answer, balances, account.nativeBalance)
    set({ tokens, tokensStatus: 'ready', notice: undefined })
    set(selectSwapTokens(tokens, store.getState(), preset, account.network.name))
    quote(0)
  }

  /** Reloads the list when the connected account or network is no longer the state's. */
  function follow(): void {
    if (!opened || disposed || submitting) return
    const account = context.account()
    if (keyOf(account) !== stateKey()) void load(account)
  }

  function refresh(): void {
    const state = store.getState()
    if (submitting || state.step !== 'form') return
    if (state.tokensStatus === 'error') void load(context.account())
    else if (state.quote.status !== 'idle' && state.quote.status !== 'loading') quote(0, true)
  }

  /** The balances read again after a swap, into the list, the selection kept. */
  async function reloadBalances(account: SwapAccount): Promise<void> {
    const balances = await context.refreshBalances(account).catch(() => undefined)
    if (!balances || disposed || keyOf(account) !== stateKey()) return
    const tokens = swapTokensOf(account.network, listed, balances, undefined)
    const { fromToken, toToken } = store.getState()
    const kept = (token: SwapToken | undefined) => token && resolveSwapToken(tokens, token)
    set({ tokens, fromToken: kept(fromToken), toToken: kept(toToken) })
  }

  async function run(): Promise<SwapOutcome> {
    const state = store.getState()
    const refuse = (message: string): SwapOutcome => ({ status: 'invalid', message })
    if (keyOf(context.account()) !== stateKey()) return refuse(swapMessages.accountChanged)
    const input = checkedInput()
    const { errors } = store.getState()
    if (!input)
      return refuse(errors.amount ?? errors.from ?? errors.to ?? swapMessages.chooseTokens)
    if (state.quote.status !== 'ready') return refuse(swapMessages.quoteFirst)
    if (errors.amount) return refuse(errors.amount)
    set({ submitting: true, notice: undefined, failure: undefined })
    set({ approveHash: undefined, swapHash: undefined })
    const outcome = await runSwap(context, input, set)
    if (outcome.status === 'success') {
      set({ step: 'success' })
      void reloadBalances(input.account)
    } else if (outcome.status === 'failed') {
      set({ step: 'failed', failure: outcome.message })
    } else if (outcome.status === 'declined') {
      set({ step: 'form', notice: outcome.message })
    } else {
      set({ step: 'form' })
      if (outcome.field) setErrors({ amount: outcome.message })
      else set({ notice: outcome.message })
    }
    return outcome
  }

  function backToForm(): void {
    if (submitting || disposed) return
    const { step } = store.getState()
    if (step === 'form') return
    set({ step: 'form', failure: undefined, notice: undefined })
    set({ approveHash: undefined, swapHash: undefined })
    if (step === 'success') set({ amountText: '', quote: idle, allowance: 'unknown', errors: {} })
    // After a failure the price may have moved: quote again.
    else quote(0)
  }

  function stopWatching(): void {
    clearInterval(refresher)
    refresher = undefined
    stopFollowing?.()
    stopFollowing = undefined
  }

  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe((state) => listener(state)),
    async open(preset) {
      if (disposed) return
      opened = true
      if (submitting) return
      backToForm()
      set({ notice: undefined })
      await load(context.account(), preset)
    },
    setFrom(reference) {
      if (!editable()) return
      const token = resolve(reference)
      if (!token) return setErrors({ from: unknownToken(reference) })
      const { fromToken, toToken } = store.getState()
      const sidesSwapped = toToken !== undefined && sameToken(token, toToken)
      set({ fromToken: token, toToken: sidesSwapped ? fromToken : toToken, notice: undefined })
      setErrors({ from: undefined, ...(sidesSwapped ? { to: undefined } : {}) })
      quote(0)
    },
    setTo(reference) {
      if (!editable()) return
      const token = resolve(reference)
      if (!token) return setErrors({ to: unknownToken(reference) })
      const { fromToken, toToken } = store.getState()
      const sidesSwapped = fromToken !== undefined && sameToken(token, fromToken)
      set({ toToken: token, fromToken: sidesSwapped ? toToken : fromToken, notice: undefined })
      setErrors({ to: undefined, ...(sidesSwapped ? { from: undefined } : {}) })
      quote(0)
    },
    flip() {
      if (!editable()) return
      const { fromToken, toToken } = store.getState()
      set({ fromToken: toToken, toToken: fromToken, notice: undefined })
      setErrors({ from: undefined, to: undefined })
      quote(0)
    },
    setAmount(text) {
      if (!editable()) return
      set({ amountText: text, notice: undefined })
      quote(quoteDebounceMs)
    },
    async fillMax() {
      const { fromToken: from, toToken: to, quote: shown } = store.getState()
      const account = currentAccount()
      if (!editable() || !account || !from) return { ok: false, message: swapMessages.chooseTokens }
      const read = await readMaxSwapAmount(context, { account, from, to, quote: shown })
      if (!read.ok) {
        const message =
          read.unread === 'fee' ? swapMessages.feeUnknown : swapMessages.balanceUnknown
        return { ok: false, message }
      }
      if (read.max === 0n) {
        const message =
          from.isNative && read.balance > 0n
            ? swapMessages.overBalanceWithFee(from.symbol)
            : swapMessages.noBalance(from.symbol)
        return { ok: false, message }
      }
      // The user may have picked another token, or started a swap, meanwhile.
      const now = store.getState().fromToken
      if (!editable() || !now || !sameToken(now, from)) {
        return { ok: false, message: swapMessages.chooseTokens }
      }
      const amountText = formatUnits(read.max, from.decimals)
      // The list's balance may lag the chain's: the fresh one is the truth for the form's check.
      const tokens = store.getState().tokens.map((token) =>
        sameToken(token, from)
          ? {
              ...token,
              quantity: { ...token.quantity, numeric: formatUnits(read.balance, from.decimals) },
            }
          : token,
      )
      const refreshed = tokens.find((token) => sameToken(token, from))
      set({ tokens, fromToken: refreshed, amountText, notice: undefined })
      quote(0)
      return { ok: true, amountText }
    },
    retry() {
      if (!editable()) return
      if (store.getState().tokensStatus === 'error') void load(context.account())
      else quote(0)
    },
    watch() {
      if (disposed) return () => undefined
      watchers += 1
      if (watchers === 1) {
        refresher = setInterval(refresh, quoteRefreshMs)
        stopFollowing = context.watchAccount(follow)
      }
      follow()
      let stopped = false
      return () => {
        if (stopped) return
        stopped = true
        watchers -= 1
        if (watchers === 0) stopWatching()
      }
    },
    submit() {
      if (disposed)
        return Promise.resolve({ status: 'invalid', message: swapMessages.chooseTokens })
      submitting ??= run().finally(() => {
        submitting = undefined
        set({ submitting: false })
        // An account or network change during the swap is followed once it ended.
        follow()
      })
      return submitting
    },
    backToForm,
    dispose() {
      disposed = true
      quoteVersion += 1
      loadVersion += 1
      clearTimeout(debounce)
      stopWatching()
      store.setState(initialSwapState)
    },
  }
}
