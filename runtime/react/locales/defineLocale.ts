import type { MessageKey } from '../../../schema/grammar/messages.js'
import type { AppKitMessages } from './AppKitMessages.js'
import { applyMessages } from './applyMessages.js'

/**
 * A language of the kit, as `appkit/locales/<code>` exports it. The generated module passes the
 * one the config names to `createAppKitReact`, which applies it once, before the first render.
 */
export interface AppKitLocale {
  /** Its BCP 47 language tag: `ar`. */
  readonly language: string
  /** Its words; none for English, whose words are the kit's own tables. */
  readonly messages: AppKitMessages | undefined
  /** Puts its words, then the app's `messages` overrides, in the kit's message tables. */
  apply(overrides?: Readonly<Partial<Record<MessageKey, string>>>): void
}

/**
 * A locale from a complete catalogue of messages; without one, English (the kit's own tables),
 * which an app loads only to override some of its words.
 * @example export const locale = defineLocale(arabic)
 */
export function defineLocale(messages?: AppKitMessages): AppKitLocale {
  return {
    language: messages?.language ?? 'en',
    messages,
    apply: (overrides) => applyMessages(messages, overrides),
  }
}
