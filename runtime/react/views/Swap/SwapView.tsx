import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import {
  type AppKit,
  loadBlockchainApi,
  loadSwap,
  type SwapController,
  type SwapState,
  type SwapToken,
  truncateDecimals,
  type ViewDataMap,
} from '../../../core/kernel.js'
import {
  Icon,
  ItemIcon,
  Spinner,
  useAdoptedSheet,
  useAppKitInstance,
  useAppKitUi,
} from '../../internal.js'
import { historyPagerOf } from '../Account/historyPagers.js'
import { useLazyModule } from '../Account/useLazyModule.js'
import { ModulePending } from '../ModulePending.js'
import type { ViewProps } from '../ViewProps.js'
import { SwapTokenPicker } from './SwapTokenPicker.js'
import { swapCss } from './swapCss.js'
import { swapStrings } from './swapStrings.js'

type SwapModule = Awaited<ReturnType<typeof loadSwap>>

/**
 * Swap: a token to pay and an amount (typed, or Max from a fresh balance), a token to receive,
 * the quote with its rate, price impact, network fee and minimum received at SPEC's 1% slippage,
 * then a preview and the swap (an approval first when the token needs one). Opened from the
 * account hub, or by `open({ view: 'Swap', data })` with the tokens and amount preset.
 * @example <SwapView data={{ fromToken: 'ETH', toToken: 'SUSD', amount: '0.1' }} />
 */
export function SwapView({ data }: ViewProps<'Swap'>) {
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, swapCss)
  const appKit = useAppKitInstance()
  const { module: swap, failed } = useLazyModule(loadSwap)
  return (
    <div ref={root} className="ak-send">
      {swap ? (
        <SwapForm swap={swap} preset={data} />
      ) : (
        <ModulePending
          failed={failed}
          retry={() => appKit.router.replace({ view: 'Swap', data })}
        />
      )}
    </div>
  )
}

/** What the success leaves behind: the swap in Activity at once, balances read again. */
async function afterSwap(appKit: AppKit, state: SwapState, hash: string): Promise<void> {
  const { network, address, fromToken, toToken, quote } = state
  if (!network || !address || !fromToken || !toToken || quote.status !== 'ready') return
  const api = await loadBlockchainApi().catch(() => undefined)
  if (!api) return
  const pager = historyPagerOf(appKit, api, address, network)
  const leg = (token: SwapToken, quantity: string, direction: 'in' | 'out') => ({
    kind: 'fungible' as const,
    name: token.name,
    symbol: token.symbol,
    ...(token.logoUri ? { iconUrl: token.logoUri } : {}),
    quantity,
    direction,
    isSpam: false,
  })
  pager.addPending({
    hash,
    sentFrom: address,
    operationType: 'trade',
    transfers: [
      leg(fromToken, state.amountText, 'out'),
      leg(toToken, quote.quote.toAmountText, 'in'),
    ],
  })
  // The receipt was awaited before success: the swap is mined.
  pager.confirm(hash, 'confirmed')
}

function SwapForm({ swap, preset }: { swap: SwapModule; preset: ViewDataMap['Swap'] }) {
  const appKit = useAppKitInstance()
  const ui = useAppKitUi()
  const controller = swap.swapControllerOf(appKit)
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  const [picking, setPicking] = useState<'from' | 'to' | undefined>(undefined)
  const [previewing, setPreviewing] = useState(false)

  useEffect(() => {
    void controller.open(preset)
    return controller.watch()
  }, [controller, preset])

  if (state.unavailable) {
    return (
      <p className="ak-note" role="status">
        {state.unavailable}
      </p>
    )
  }
  if (state.tokensStatus === 'error') {
    return (
      <>
        <p className="ak-field-error" role="alert">
          {swap.swapMessages.tokensUnavailable}
        </p>
        <button type="button" className="ak-button" data-block="" onClick={controller.retry}>
          {swapStrings.retry}
        </button>
      </>
    )
  }
  if (state.tokens.length === 0) return <Spinner />
  if (picking) {
    const pick = (token: SwapToken) => {
      if (picking === 'from') controller.setFrom(token)
      else controller.setTo(token)
      setPicking(undefined)
    }
    return (
      <SwapTokenPicker
        side={picking}
        tokens={state.tokens}
        current={picking === 'from' ? state.fromToken : state.toToken}
        onPick={pick}
        onClose={() => setPicking(undefined)}
      />
    )
  }
  if (state.step === 'approving' || state.step === 'swapping') return <SwapProgress state={state} />
  if (state.step === 'failed') {
    return (
      <>
        <div role="alert">
          <p className="ak-send-status" data-tone="error">
            <strong>{swapStrings.failedTitle}</strong>
          </p>
          <p className="ak-send-status">{state.failure}</p>
        </div>
        {state.swapHash ? <TransactionHash hash={state.swapHash} /> : null}
        <button
          type="button"
          className="ak-button"
          data-block=""
          onClick={() => {
            setPreviewing(false)
            controller.backToForm()
          }}
        >
          {swapStrings.backToForm}
        </button>
      </>
    )
  }

  const submit = async () => {
    const before = controller.getState()
    const outcome = await controller.submit()
    if (outcome.status !== 'success') {
      setPreviewing(false)
      return
    }
    const paid = `${before.amountText} ${before.fromToken?.symbol ?? ''}`.trim()
    const received =
      before.quote.status === 'ready'
        ? `${before.quote.quote.toAmountText} ${before.toToken?.symbol ?? ''}`.trim()
        : (before.toToken?.symbol ?? '')
    void afterSwap(appKit, before, outcome.hash)
    ui.snackbar.show(swapStrings.success(paid, received), 'success')
    controller.backToForm()
    appKit.router.reset({ view: 'Account' })
  }

  if (previewing && state.quote.status === 'ready') {
    return (
      <SwapPreview state={state} onSwap={() => void submit()} onBack={() => setPreviewing(false)} />
    )
  }
  return (
    <SwapFormFields
      controller={controller}
      state={state}
      onPick={setPicking}
      onReview={() => setPreviewing(true)}
    />
  )
}

function TokenButton({
  token,
  label,
  onClick,
}: {
  token: SwapToken | undefined
  label: (symbol: string) => string
  onClick(): void
}) {
  return (
    <button
      type="button"
      className="ak-swap-token"
      aria-label={token ? label(token.symbol) : swapStrings.chooseToken}
      onClick={onClick}
    >
      {token ? <ItemIcon src={token.logoUri || undefined} name={token.symbol} /> : null}
      <span>{token?.symbol ?? swapStrings.chooseToken}</span>
      <Icon name="chevron" size={14} />
    </button>
  )
}

function SwapFormFields({
  controller,
  state,
  onPick,
  onReview,
}: {
  controller: SwapController
  state: SwapState
  onPick(side: 'from' | 'to'): void
  onReview(): void
}) {
  const id = useId()
  const [maxError, setMaxError] = useState<string | undefined>(undefined)
  const { fromToken, toToken, quote, errors } = state
  const amountError = errors.amount ?? maxError
  const fieldError = errors.from ?? errors.to
  const ready = quote.status === 'ready' && !amountError && !fieldError

  const fillMax = async () => {
    setMaxError(undefined)
    const result = await controller.fillMax()
    if (!result.ok) setMaxError(result.message)
  }
  const review = (event: FormEvent) => {
    event.preventDefault()
    if (ready) onReview()
  }

  return (
    <form className="ak-send" onSubmit={review} noValidate>
      <div className="ak-swap-panel">
        <label className="ak-field-label" htmlFor={`${id}-amount`}>
          {swapStrings.youPay}
        </label>
        <div className="ak-field-row">
          <input
            id={`${id}-amount`}
            className="ak-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={swapStrings.amountPlaceholder}
            value={state.amountText}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${id}-balance${amountError ? ` ${id}-amount-error` : ''}`}
            onChange={(event) => {
              setMaxError(undefined)
              controller.setAmount(event.target.value)
            }}
          />
          <TokenButton
            token={fromToken}
            label={swapStrings.tokenToPay}
            onClick={() => onPick('from')}
          />
        </div>
        <p id={`${id}-balance`} className="ak-field-hint">
          {fromToken
            ? swapStrings.balance(truncateDecimals(fromToken.quantity.numeric), fromToken.symbol)
            : null}
          {quote.status === 'ready' && quote.quote.fromUsd
            ? ` · ${swapStrings.worth(quote.quote.fromUsd)}`
            : null}{' '}
          {fromToken ? (
            <button
              type="button"
              className="ak-link-button"
              onClick={() => void fillMax()}
              disabled={state.submitting}
            >
              {swapStrings.max} <span className="ak-visually-hidden">{swapStrings.maxLabel}</span>
            </button>
          ) : null}
        </p>
        {amountError ? (
          <p id={`${id}-amount-error`} className="ak-field-error">
            {amountError}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="ak-swap-flip"
        aria-label={swapStrings.flip}
        onClick={() => controller.flip()}
      >
        <Icon name="swap" size={16} />
      </button>
      <div className="ak-swap-panel">
        <span className="ak-field-label" id={`${id}-receive`}>
          {swapStrings.youReceive}
        </span>
        <div className="ak-field-row">
          <output
            className="ak-swap-received"
            aria-labelledby={`${id}-receive`}
            aria-live="polite"
            data-loading={quote.status === 'loading' ? '' : undefined}
          >
            {quote.status === 'ready'
              ? quote.quote.toAmountText
              : quote.status === 'loading'
                ? swapStrings.quoting
                : '0'}
          </output>
          <TokenButton
            token={toToken}
            label={swapStrings.tokenToReceive}
            onClick={() => onPick('to')}
          />
        </div>
        {quote.status === 'ready' && quote.quote.toUsd ? (
          <p className="ak-field-hint">{swapStrings.worth(quote.quote.toUsd)}</p>
        ) : null}
      </div>
      <div role="alert">
        {fieldError ? <p className="ak-field-error">{fieldError}</p> : null}
        {quote.status === 'no-route' || quote.status === 'error' ? (
          <p className="ak-field-error">{quote.message}</p>
        ) : null}
        {state.notice ? <p className="ak-field-error">{state.notice}</p> : null}
      </div>
      {quote.status === 'error' ? (
        <button type="button" className="ak-button" onClick={controller.retry}>
          {swapStrings.retry}
        </button>
      ) : null}
      {quote.status === 'ready' && fromToken && toToken ? <QuoteDetails state={state} /> : null}
      <button
        type="submit"
        className="ak-button"
        data-variant="accent"
        data-block=""
        disabled={!ready || state.submitting}
      >
        {swapStrings.review}
      </button>
    </form>
  )
}

function QuoteDetails({ state }: { state: SwapState }) {
  const { fromToken, toToken, quote } = state
  if (quote.status !== 'ready' || !fromToken || !toToken) return null
  const { rate, priceImpact, fee, minimumReceivedText, slippage } = quote.quote
  return (
    <>
      <dl className="ak-summary">
        <dt>{swapStrings.rate}</dt>
        <dd>{swapStrings.rateValue(fromToken.symbol, rate, toToken.symbol)}</dd>
        {priceImpact !== undefined ? (
          <>
            <dt>{swapStrings.priceImpact}</dt>
            <dd>{swapStrings.priceImpactValue(priceImpact)}</dd>
          </>
        ) : null}
        <dt>{swapStrings.networkFee}</dt>
        <dd>
          {fee ? swapStrings.feeValue(fee.nativeText, fee.symbol, fee.usd) : swapStrings.feeUnknown}
        </dd>
        <dt>{swapStrings.minimumReceived}</dt>
        <dd>{swapStrings.minimumReceivedValue(minimumReceivedText, toToken.symbol, slippage)}</dd>
      </dl>
      {state.allowance === 'approval-needed' ? (
        <p className="ak-field-hint">{swapStrings.approvalFirst(fromToken.symbol)}</p>
      ) : null}
    </>
  )
}

function SwapPreview({
  state,
  onSwap,
  onBack,
}: {
  state: SwapState
  onSwap(): void
  onBack(): void
}) {
  const { fromToken, toToken, quote } = state
  if (quote.status !== 'ready' || !fromToken || !toToken) return null
  return (
    <div className="ak-send">
      <h3 className="ak-send-status">{swapStrings.preview.title}</h3>
      <dl className="ak-summary">
        <dt>{swapStrings.preview.pay}</dt>
        <dd>{`${state.amountText} ${fromToken.symbol}`}</dd>
        <dt>{swapStrings.preview.receive}</dt>
        <dd>{`${quote.quote.toAmountText} ${toToken.symbol}`}</dd>
      </dl>
      <QuoteDetails state={state} />
      <button
        type="button"
        className="ak-button"
        data-variant="accent"
        data-block=""
        disabled={state.submitting}
        onClick={onSwap}
      >
        {state.allowance === 'approval-needed'
          ? swapStrings.preview.approveAndSwap
          : swapStrings.preview.swap}
      </button>
      <button type="button" className="ak-button" data-block="" onClick={onBack}>
        {swapStrings.preview.back}
      </button>
    </div>
  )
}

function SwapProgress({ state }: { state: SwapState }) {
  const hash = state.step === 'approving' ? state.approveHash : state.swapHash
  const prompt =
    state.step === 'approving'
      ? swapStrings.approving(state.fromToken?.symbol ?? '')
      : swapStrings.swapping
  return (
    <div className="ak-send" role="status">
      <Spinner />
      <p className="ak-send-status">{hash ? swapStrings.waiting : prompt}</p>
      {hash ? <TransactionHash hash={hash} /> : null}
    </div>
  )
}

function TransactionHash({ hash }: { hash: string }) {
  return (
    <p className="ak-send-status">
      {swapStrings.hash}: <span className="ak-hash">{hash}</span>
    </p>
  )
}
