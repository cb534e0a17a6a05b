import { defineLocale } from './defineLocale.js'

/**
 * English, the kit's own words: the generated module imports it only when the config overrides
 * some of them (`messages`), since applying overrides needs every table of the kit at hand.
 * @example createAppKitReact(appKitConfig, { locale })
 */
export const locale = defineLocale()
