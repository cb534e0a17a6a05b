import { type FormEvent, useId, useRef, useState, useSyncExternalStore } from 'react'
import { loadBlockchainApi, truncateDecimals } from '../../../core/kernel.js'
import { strings, useAdoptedSheet, useAppKitInstance, useAppKitSelector } from '../../internal.js'
import { historyPagerOf } from '../Account/historyPagers.js'
import { selectActiveAccount } from '../Account/selectAccount.js'
import { useLazyModule } from '../Account/useLazyModule.js'
import { useTokenBalances } from '../Account/useTokenBalances.js'
import { NameLookupNote } from './NameLookupNote.js'
import { SendModulePending } from './SendModulePending.js'
import { sendCss } from './sendCss.js'
import { sendStrings } from './sendStrings.js'
import { useNameLookup } from './useNameLookup.js'
import { type SendModule, useSendModule } from './useSendModule.js'

type FieldError = { field: 'form' | 'amount' | 'receiver'; message: string }

/**
 * Send: a token of the account, an amount (typed, or Max from a fresh balance minus the fee) and
 * a receiver (address or name). 'Review send' checks everything before any wallet prompt and
 * opens the confirmation; what was typed stays in the kit's send controller, so Back returns to it.
 * @example <SendView data={undefined} />
 */
export function SendView() {
  const { send, failed, retry } = useSendModule()
  if (!send) return <SendModulePending failed={failed} retry={retry} />
  return <SendForm send={send} />
}

function SendForm({ send }: { send: SendModule }) {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLFormElement>(null)
  useAdoptedSheet(root, sendCss)
  const id = useId()
  const account = useAppKitSelector(selectActiveAccount)
  const controller = send.sendControllerOf(appKit)
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  const { module: api } = useLazyModule(loadBlockchainApi)
  const { address, network } = account
  const balances = useTokenBalances(address, network, account.tokenBalance)
  const [error, setError] = useState<FieldError | undefined>(undefined)
  const lookup = useNameLookup(controller, network, state.receiverText, send.isNameLike)
  if (!address || !network) {
    return (
      <form ref={root} className="ak-send">
        <p className="ak-note">{strings.account.notConnected}</p>
      </form>
    )
  }
  const tokens = send.sendTokensOf(network, balances.tokens, account.balance)
  const token = send.chosenToken(tokens, state.tokenKey)
  const { checking } = state
  const errorOf = (field: FieldError['field']) =>
    error?.field === field ? error.message : undefined

  /** Whom the account's history shows it dealt with, for the look-alike warning. */
  const seenAddresses = () => {
    const history = api ? historyPagerOf(appKit, api, address, network).getState() : undefined
    return (history?.transactions ?? []).flatMap((tx) => [tx.sentTo, tx.sentFrom])
  }

  const review = async (event: FormEvent) => {
    event.preventDefault()
    if (checking) return
    setError(undefined)
    const from = address
    const result = await controller.review({ network, from, token, seenAddresses: seenAddresses() })
    if (!result) return // another check was running
    if (!result.ok) setError(result)
    else appKit.router.push({ view: 'SendPreview' })
  }

  const fillMax = async () => {
    if (!token || checking) return
    setError(undefined)
    const result = await controller.fillMax({ network, from: address, token })
    if (result && !result.ok) setError(result)
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
          value={token ? send.tokenKeyOf(token) : ''}
          onChange={(event) => controller.edit({ tokenKey: event.target.value })}
        >
          {tokens.map((entry) => (
            <option key={send.tokenKeyOf(entry)} value={send.tokenKeyOf(entry)}>
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
            onChange={(event) => controller.edit({ amountText: event.target.value })}
          />
          <button
            type="button"
            className="ak-button"
            onClick={() => void fillMax()}
            disabled={checking}
          >
            {sendStrings.max} <span className="ak-visually-hidden">{sendStrings.maxLabel}</span>
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
          aria-describedby={[receiverError ? `${id}-receiver-error` : '', `${id}-receiver-name`]
            .join(' ')
            .trim()}
          onChange={(event) => controller.edit({ receiverText: event.target.value })}
        />
        <NameLookupNote
          id={`${id}-receiver-name`}
          lookup={receiverError ? { status: 'idle' } : lookup}
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
        disabled={checking}
      >
        {checking ? sendStrings.checking : sendStrings.review}
      </button>
    </form>
  )
}
