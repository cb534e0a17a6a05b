import { type AppKit, raiseAlert, type ViewName } from '../../core/kernel.js'

/** The views that need WalletConnect, and so the project id (SPEC section 5). */
const walletConnectViews: readonly ViewName[] = [
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/**
 * Raises PROJECT_ID_NOT_CONFIGURED, once per page, when the visitor reaches a view that needs
 * WalletConnect in a kit built without a project id: where the missing id first costs them
 * something (the schema requires it, so only a config that skipped validation lacks one).
 * @example useEffect(() => alertMissingProjectId(appKit, route.view), [appKit, route.view])
 */
export function alertMissingProjectId(appKit: AppKit, view: ViewName): void {
  if (appKit.config.projectId || !walletConnectViews.includes(view)) return
  raiseAlert(appKit, 'PROJECT_ID_NOT_CONFIGURED', { once: true })
}
