import { useEffect, useRef, useSyncExternalStore } from 'react'
import { loadOnramp } from '../../../core/kernel.js'
import { Spinner, useAdoptedSheet, useAppKitInstance, useAppKitUi } from '../../internal.js'
import { useLazyModule } from '../Account/useLazyModule.js'
import { ModulePending } from '../ModulePending.js'
import type { ViewProps } from '../ViewProps.js'
import { BuyCheckout } from './BuyCheckout.js'
import { BuyForm } from './BuyForm.js'
import { buyCss } from './buyCss.js'
import { buyStrings } from './buyStrings.js'
import { reportPurchase } from './reportPurchase.js'

type OnrampModule = Awaited<ReturnType<typeof loadOnramp>>

/**
 * Buy: what to buy on the account's network, what to pay with (card or bank account, each with
 * its limits), the amount in fiat, one quote per provider side by side, then the provider's
 * checkout in a window opened inside the click, followed until the crypto arrives.
 * @example <BuyView data={undefined} />
 */
export function BuyView(_: ViewProps<'Buy'>) {
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, buyCss)
  const appKit = useAppKitInstance()
  const { module: onramp, failed } = useLazyModule(loadOnramp)
  return (
    <div ref={root} className="ak-send">
      {onramp ? (
        <BuyFlow onramp={onramp} />
      ) : (
        <ModulePending failed={failed} retry={() => appKit.router.replace({ view: 'Buy' })} />
      )}
    </div>
  )
}

/**
 * The window the provider's checkout opens in: sized like a payment popup, centred on ours, saying
 * what it waits for until the checkout address arrives (text only, nothing of the app's in it).
 */
function openCheckoutWindow(provider: string): Window | null {
  const width = 480
  const height = 720
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  const opened = window.open(
    'about:blank',
    'appkit-onramp',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
  if (!opened) return null
  // The provider's page must not reach back into the app: no opener.
  opened.opener = null
  try {
    opened.document.title = buyStrings.opening(provider)
    opened.document.body.textContent = buyStrings.opening(provider)
  } catch {
    // A browser that gave the blank window another origin: it stays blank until it navigates.
  }
  return opened
}

function BuyFlow({ onramp }: { onramp: OnrampModule }) {
  const appKit = useAppKitInstance()
  const ui = useAppKitUi()
  const controller = onramp.onrampControllerOf(appKit)
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)

  useEffect(() => {
    void controller.open()
    return controller.watch()
  }, [controller])

  if (state.unavailable) {
    return (
      <p className="ak-note" role="status">
        {state.unavailable}
      </p>
    )
  }
  if (state.loadStatus === 'error') {
    return (
      <>
        <p className="ak-field-error" role="alert">
          {state.notice}
        </p>
        <button type="button" className="ak-button" data-block="" onClick={controller.retry}>
          {buyStrings.retry}
        </button>
      </>
    )
  }
  if (state.loadStatus === 'loading') return <Spinner />
  if (state.step !== 'form' && state.checkout) {
    const checkout = state.checkout
    return (
      <BuyCheckout
        step={state.step}
        checkout={checkout}
        onBack={controller.backToForm}
        onDone={() => {
          controller.backToForm()
          appKit.router.reset({ view: 'Account' })
        }}
      />
    )
  }
  return (
    <BuyForm
      controller={controller}
      state={state}
      onContinue={() => {
        // Opened now, inside the click: a window opened after an await is blocked as a popup.
        const chosen = state.quotes.find((entry) => entry.provider.name === state.selectedProvider)
        const opened = openCheckoutWindow(chosen?.provider.label ?? '')
        void controller.checkout(opened, (order, account) =>
          reportPurchase(appKit, ui.toasts, order, account),
        )
      }}
    />
  )
}
