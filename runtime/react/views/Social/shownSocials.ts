import {
  type MessagingWindowLike,
  messagingPlatformOf,
  socialsShown,
} from '../../../../schema/grammar/socialProviders.js'

/** The page the modal runs in, as the messaging mini-app rules read it (none during SSR). */
const messagingPage = (): MessagingWindowLike | undefined =>
  typeof window === 'undefined' ? undefined : (window as MessagingWindowLike)

/**
 * Whether the page is a messaging mini-app, where a social login leaves the page for the
 * provider and comes back (`result_uri`) instead of opening a popup.
 * @example const redirect = inMessagingMiniApp()
 */
export function inMessagingMiniApp(): boolean {
  const page = messagingPage()
  return page !== undefined && messagingPlatformOf(page) !== undefined
}

/**
 * The providers to draw, in their order: on a messaging mini-app without those its device cannot
 * log in with (SPEC section 5: google on iOS, x on Mac, facebook and x on Android); all of them
 * on an ordinary page.
 * @example shownSocials(['google', 'x', 'github']) // ['x', 'github'] in the iPhone mini-app
 */
export function shownSocials<Provider extends string>(providers: readonly Provider[]): Provider[] {
  const page = messagingPage()
  return socialsShown(providers, page && messagingPlatformOf(page))
}
