import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../kernel.js'
import { chainSendOf } from './chainSendOf.js'
import { createSendController, type SendController } from './createSendController.js'
import { estimateSendFee } from './estimateSendFee.js'
import { readFreshBalance } from './readFreshBalance.js'
import { resolveName } from './resolveName.js'
import { sendTokens } from './sendTokens.js'

/** The kit's send controller: kept on the instance, released by `destroy()`. */
const sendController = defineOwned(
  'send',
  (appKit: AppKit) =>
    createSendController({
      chainSend: (network) => chainSendOf(appKit, network.chainNamespace),
      readBalance: (parameters) => readFreshBalance(appKit, parameters),
      estimateFee: (parameters) => estimateSendFee(appKit, parameters),
      resolveName: (network, name) => resolveName(appKit, network, name),
      send: (parameters) => sendTokens(appKit, parameters),
      // The send events are the kit's own (AppKitEvents lists SendEvents' payloads by name).
      emit: (name, payload) => appKit.events.emit(name, ...([payload] as never)),
    }),
  (controller) => controller.dispose(),
)

/**
 * The send controller of `appKit`, made on first use: one per kit, so the form outlives the
 * views (Back from the confirmation finds it filled) and a send whose wallet prompt is still open
 * when the modal closes is the one the confirmation finds again, never a second one.
 * @example
 * const send = sendControllerOf(appKit)
 * send.edit({ amountText: '0.5' })
 */
export function sendControllerOf(appKit: AppKit): SendController {
  return appKit.owned.get(sendController)
}
