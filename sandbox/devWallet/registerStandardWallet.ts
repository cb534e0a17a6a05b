import type { Wallet } from '@wallet-standard/base'

interface AppReadyEvent extends Event {
  detail?: { register?: (wallet: Wallet) => unknown }
}

/**
 * Registers a wallet with the page's apps by the Wallet Standard's window-event protocol: it
 * dispatches `wallet-standard:register-wallet` with a callback (for apps already listening) and
 * answers every `wallet-standard:app-ready` (apps that load later). The protocol is written out
 * here rather than imported: `@wallet-standard/wallet` is a dev dependency, and this script is
 * bundled from source in the projects that install the kit.
 * @example registerStandardWallet(wallet)
 */
export function registerStandardWallet(wallet: Wallet): void {
  const callback = (api: { register?: (wallet: Wallet) => unknown } | undefined) =>
    api?.register?.(wallet)
  const event = new Event('wallet-standard:register-wallet')
  // The callback is the event's `detail`, read-only, as the protocol's own event class has it.
  Object.defineProperty(event, 'detail', { value: callback, enumerable: true })
  window.addEventListener('wallet-standard:app-ready', (ready) =>
    callback((ready as AppReadyEvent).detail),
  )
  window.dispatchEvent(event)
}
