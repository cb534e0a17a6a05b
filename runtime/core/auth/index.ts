// The embedded wallet (email login through the secure frame): a chunk of its own, fetched only
// when a visitor starts an email login or a stored email login is restored (`loadAuth`).
import { type AppKit, defineOwned } from '../kernel.js'
import { type AuthController, createAuthController } from './createAuthController.js'

export { AuthRpcError } from './AuthRpcError.js'
export { notAllowedUiMessage } from './authRpcMethods.js'
export type {
  ApprovalState,
  AuthConnector,
  AuthController,
  EmailLoginAction,
} from './createAuthController.js'
export type { EmailChange, EmailChangeAction } from './createEmailChange.js'
export {
  cooldownMessage,
  cooldownSecondsLeft,
  displayAuthName,
  isValidEmail,
} from './emailLogin.js'

/**
 * The kit's embedded wallet: created on first use, its connector then listed; disposed with the
 * kit (`appKit.destroy()` removes the secure frame and its listener, and aborts what waits).
 */
const embeddedWallet = defineOwned(
  'embedded wallet',
  (appKit: AppKit) => {
    const controller = createAuthController(appKit)
    appKit.stores.connectors.add(controller.connector)
    return controller
  },
  (controller) => controller.dispose(),
)

/**
 * The kit's embedded wallet, created on first call; its connector ('auth') is then listed in
 * `appKit.stores.connectors`, so `connect(appKit, { connectorId: 'auth' })` and the restore at
 * load reach it.
 * @example const auth = authOf(appKit); await auth.sendCode(email)
 */
export function authOf(appKit: AppKit): AuthController {
  return appKit.owned.get(embeddedWallet)
}
