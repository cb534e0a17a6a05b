import { useEffect } from 'react'
import { afterNextPaint, useAppKitInstance } from '../internal.js'
import { loadRegistryParts } from '../views/AllWallets/useRegistryParts.js'
import { emailOffered, LazyEmailField } from '../views/EmailLogin/LazyEmailField.js'
import { LazySocialRow } from '../views/Social/SocialSlot.js'
import { offeredSocials } from '../views/Social/socialsOffered.js'

/**
 * Warms what the Connect view shows, once the modal's root has painted: the
 * registry's code and its first answer (the Wallet API), the view's registry parts, the email
 * field's code when email login is offered and the social row's when social logins are (not the
 * secure frame: it loads on the first login step). Opening the modal then finds the wallet list loaded, so the view has its final
 * height in its first frame instead of growing as chunks and data arrive after the click. The
 * registry is not warmed when WalletConnect is off; nothing is warmed for a visitor already
 * connected (the modal opens on Account). The modal's code itself arrives after the page's first
 * paint (LazyShadowPortal); when it arrived with a click instead, the paint comes first here too,
 * so the dialog's first frame never waits for the warm-up.
 * Failures are left to the view, which asks again when it is shown.
 * @example useWarmRegistry() // in the modal's root, rendered once per page
 */
export function useWarmRegistry(): void {
  const appKit = useAppKitInstance()
  useEffect(() => {
    const registry = appKit.config.wallets.enableWalletConnect
    const email = emailOffered(appKit)
    const socials = offeredSocials(appKit).length > 0
    if (!registry && !email && !socials) return
    let live = true
    const cancelPaint = afterNextPaint(async () => {
      // After the stored connection was restored (or found gone): a returning visitor whose
      // WalletConnect session is still being restored is connected, not someone to warm for.
      await appKit.ready
      if (!live) return
      const { accounts, activeNamespace } = appKit.getState().chains
      if (accounts[activeNamespace]?.caipAddress !== undefined) return
      if (email) LazyEmailField.preload()
      if (socials) LazySocialRow.preload()
      if (!registry) return
      appKit.loadRegistry().then(
        (registry) => void registry.load(),
        (error: unknown) => appKit.logger.debug('Could not warm the wallet list', error),
      )
      loadRegistryParts().catch(() => undefined)
    })
    return () => {
      live = false
      cancelPaint()
    }
  }, [appKit])
}
