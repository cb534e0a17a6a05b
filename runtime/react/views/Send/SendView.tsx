import { type FormEvent, useId, useRef, useState, useSyncExternalStore } from 'react'
import { formatUnits } from 'viem'
import { loadBlockchainApi, loadSend, truncateDecimals } from '../../../core/kernel.js'
import { strings, useAdoptedSheet, useAppKitInstance, useAppKitSelector } from '../../internal.js'
import { historyPagerOf } from '../Account/historyPagers.js'
import { selectActiveAccount } from '../Account/selectAccount.js'
import { useLazyModule } from '../Account/useLazyModule.js'
import { useTokenBalances } from '../Account/useTokenBalances.js'
import { prepareSend } from './prepareSend.js'
import { sendCss } from './sendCss.js'
import { recentReceiversOf, sendStateOf, tokenKeyOf } from './sendState.js'
import { sendStrings } from './sendStrings.js'
import { sendTokensOf } from './sendTokensOf.js'

type FieldError = { field: 'form' | 'amount' | 'receiver'; message: string }

/**
 * Send: a token of the account, an amount (typed, or Max from a fresh balance minus the fee) and
 * a receiver (address or name). 'Review send' checks everything before any wallet prompt and
 * opens the confirmation; what was typed stays in the send state, so Back returns to it.
 * @example <SendView data={undefined} />
 */
export function SendView() {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLFormElement>(null)
  useAdoptedSheet(root, sendCss)
  const id = useId()
  const account = useAppKitSelector(selectActiveAccount)
  const store = sendStateOf(appKit)
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const { module: send } = useLazyModule(loadSend)
  const { module: api } = useLazyModule(loadBlockchainApi)
  const { address, network } = account
  const balances = useTokenBalances(address, network, account.tokenBalance)
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<FieldError | undefined>(undefined)
  if (!address || !network) {
    return (
      <form ref={root} className="ak-send">
        <p className="ak-note">{strings.account.notConnected}</p>
      </form>
    )
  }
  const tokens = sendTokensOf(network, balances.tokens, account.balance)
  const token = tokens.find((entry) => tokenKeyOf(entry) === state.tokenKey) ?? tokens[0]
  const errorOf = (field: FieldError['field']) =>
    error?.field === field ? error.message : undefined

  const recentAddresses = () => {
    const history = api ? historyPagerOf(appKit, api, address, network).getState() : undefined
    const seen = (history?.transactions ?? []).flatMap((tx) => [tx.sentTo, tx.sentFrom])
    return [...recentReceiversOf(appKit), ...seen].filter(
      (entry) => entry && entry.toLowerCase() !== address.toLowerCase(),
    )
  }

  const review = async (event: FormEvent) => {
    event.preventDefault()
    if (!send || checking) return
    setChecking(true)
    setError(undefined)
    try {
      const result = await prepareSend(appKit, send, {
        network,
        from: address,
        token,
        amountText: state.amountText,
        receiverText: state.receiverText,
        recentAddresses: recentAddresses(),
      })
      if (!result.ok) {
        setError(result)
        return
      }
      store.setState({ preview: result.preview })
      appKit.router.push({ view: 'SendPreview' })
    } finally {
      setChecking(false)
    }
  }

  const fillMax = async () => {
    if (!send || !token || checking) return
    setChecking(true)
    setError(undefined)
    try {
      const balance = await send.readFreshBalance(appKit, { network, address, token })
      const checked = send.checkReceiver(network.chainNamespace, state.receiverText)
      const fee = token.address
        ? 0n
        : (
            await send.estimateSendFee(appKit, {
              network,
              from: address,
              // The fee of a plain transfer barely depends on the receiver: estimate to self until one is typed.
              to: checked.ok ? checked.address : address,
              token,
              amount: balance,
            })
          ).fee
      const max = send.maxSendable(balance, fee, !token.address)
      store.setState({ amountText: formatUnits(max, Number(token.quantity.decimals)) })
    } catch {
      setError({ field: 'amount', message: sendStrings.balanceUnknown })
    } finally {
      setChecking(false)
    }
  }

  const amountError = errorOf('amount')
  const receiverError = errorOf('receiver')
  const formError = errorOf('form')
  return (
    <form ref={root} className="ak-send" onSubmit={review} noValidate>
      <label className="ak-field">
        <span className="ak-field-label">{sendStrings.token}</span>
        <select
          className="ak-input"
          value={token ? tokenKeyOf(token) : ''}
          onChange={(event) => store.setState({ tokenKey: event.target.value })}
        >
          {tokens.map((entry) => (
            <option key={tokenKeyOf(entry)} value={tokenKeyOf(entry)}>
              {`${entry.symbol} (${entry.name})`}
            </option>
          ))}
        </select>
      </label>
      <div className="ak-field">
        <label className="ak-field-label" htmlFor={`${id}-amount`}>
          {sendStrings.amount}
        </label>
        <div className="ak-field-row">
          <input
            id={`${id}-amount`}
            className="ak-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={sendStrings.amountPlaceholder}
            value={state.amountText}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${id}-balance${amountError ? ` ${id}-amount-error` : ''}`}
            onChange={(event) => store.setState({ amountText: event.target.value })}
          />
          <button
            type="button"
            className="ak-button"
            aria-label={sendStrings.maxLabel}
            onClick={() => void fillMax()}
            disabled={!send || checking}
          >
            {sendStrings.max}
          </button>
        </div>
        {token ? (
          <p id={`${id}-balance`} className="ak-field-hint">
            {sendStrings.balance(truncateDecimals(token.quantity.numeric), token.symbol)}
          </p>
        ) : null}
        {amountError ? (
          <p id={`${id}-amount-error`} className="ak-field-error">
            {amountError}
          </p>
        ) : null}
      </div>
      <div className="ak-field">
        <label className="ak-field-label" htmlFor={`${id}-receiver`}>
          {sendStrings.receiver}
        </label>
        <input
          id={`${id}-receiver`}
          className="ak-input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={sendStrings.receiverPlaceholder}
          value={state.receiverText}
          aria-invalid={receiverError ? true : undefined}
          aria-describedby={receiverError ? `${id}-receiver-error` : undefined}
          onChange={(event) => store.setState({ receiverText: event.target.value })}
        />
        {receiverError ? (
          <p id={`${id}-receiver-error`} className="ak-field-error">
            {receiverError}
          </p>
        ) : null}
      </div>
      <div role="alert">{formError ? <p className="ak-field-error">{formError}</p> : null}</div>
      <button
        type="submit"
        className="ak-button"
        data-variant="accent"
        data-block=""
        disabled={!send || checking}
      >
        {checking ? sendStrings.checking : sendStrings.review}
      </button>
    </form>
  )
}
