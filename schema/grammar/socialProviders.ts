// The social logins' rules shared by the runtime (the login itself) and the Connect view (which
// providers it shows): the six popup providers and the messaging mini-app's device filters of
// SPEC section 5. Imports nothing, as every schema/grammar module. The config's `features.socials`
// list (schema/configSchema.ts) also takes 'farcaster', which has its own URI flow.

/** The providers whose login runs in a popup (SPEC section 5: social provider must be one of the six). */
export const popupSocialProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

/** One popup social provider. */
export type PopupSocialProvider = (typeof popupSocialProviders)[number]

/** Every social login: the popup providers and Farcaster (SPEC sections 1 and 9). */
export type SocialProvider = PopupSocialProvider | 'farcaster'

/**
 * Whether `value` is one of the six popup providers (a stored or posted value, say).
 * @example isPopupSocialProvider('github') // true; isPopupSocialProvider('farcaster') // false
 */
export function isPopupSocialProvider(value: unknown): value is PopupSocialProvider {
  return (popupSocialProviders as readonly unknown[]).includes(value)
}

/** The device a messaging mini-app runs on, as SPEC section 5's filters tell them apart. */
export type MessagingPlatform = 'ios' | 'android' | 'mac' | 'other'

/** What `messagingPlatformOf` reads of a window. */
export interface MessagingWindowLike {
  Telegram?: { WebApp?: { platform?: unknown; initData?: unknown } | undefined } | undefined
  navigator?: { userAgent?: string | undefined } | undefined
}

// The messaging app's own names for its clients (`Telegram.WebApp.platform`).
const platformNames: Readonly<Record<string, MessagingPlatform>> = {
  ios: 'ios',
  android: 'android',
  android_x: 'android',
  macos: 'mac',
}

function platformOfUserAgent(userAgent: string): MessagingPlatform {
  // Before the Mac test: an iPhone's user agent says "like Mac OS X" too.
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac'
  return 'other'
}

/**
 * The device of the messaging mini-app the page runs in, or `undefined` when it is not one. A
 * mini-app is a page with a `Telegram.WebApp` object; its device comes from
 * `Telegram.WebApp.platform` ('ios', 'android', 'android_x', 'macos'), else from the user agent.
 * The messaging app's script defines `Telegram.WebApp` in any browser: opened outside the app it
 * says platform 'unknown' with no launch data, which is no mini-app.
 * @example messagingPlatformOf(window) // 'ios' in the iPhone app, undefined on an ordinary page
 */
export function messagingPlatformOf(view: MessagingWindowLike): MessagingPlatform | undefined {
  const webApp = view.Telegram?.WebApp
  if (typeof webApp !== 'object' || webApp === null) return undefined
  const { platform } = webApp
  if (platform === 'unknown' && !webApp.initData) return undefined
  const named = typeof platform === 'string' ? platformNames[platform] : undefined
  return named ?? platformOfUserAgent(view.navigator?.userAgent ?? '')
}

// SPEC section 5: the providers each device's mini-app cannot log in with.
const hiddenOn: Readonly<Record<MessagingPlatform, readonly string[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The social providers to show, in their order: all of them on an ordinary page (`platform`
 * undefined); in a messaging mini-app, without those its device cannot use (SPEC section 5:
 * google on iOS, x on Mac, facebook and x on Android).
 * @example socialsShown(['google', 'x', 'github'], 'ios') // ['x', 'github']
 */
export function socialsShown<Provider extends string>(
  providers: readonly Provider[],
  platform: MessagingPlatform | undefined,
): Provider[] {
  const hidden = platform ? hiddenOn[platform] : []
  return providers.filter((provider) => !hidden.includes(provider))
}
