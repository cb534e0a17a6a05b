import type { strings } from '../strings.js'
import type { accountStrings } from '../views/Account/accountStrings.js'
import type { buyStrings } from '../views/Buy/buyStrings.js'
import type { emailStrings } from '../views/EmailLogin/emailStrings.js'
import type { networksStrings } from '../views/Networks/networksStrings.js'
import type { profileWalletsStrings } from '../views/ProfileWallets/profileWalletsStrings.js'
import type { registerNameStrings } from '../views/RegisterAccountName/registerNameStrings.js'
import type { sendStrings } from '../views/Send/sendStrings.js'
import type { siwxStrings } from '../views/SIWXSignMessage/siwxStrings.js'
import type { socialStrings } from '../views/Social/socialStrings.js'
import type { socialTitles } from '../views/Social/socialTitles.js'
import type { swapStrings } from '../views/Swap/swapStrings.js'
import type { switchActiveChainStrings } from '../views/SwitchActiveChain/switchActiveChainStrings.js'

/**
 * A table's words as a translation gives them: every string any string, every message with
 * placeholders a function of the same parameters, every key required.
 */
type MessagesOf<Table> = Table extends string
  ? string
  : Table extends (...args: infer Args) => string
    ? (...args: Args) => string
    : { -readonly [Key in keyof Table]: MessagesOf<Table[Key]> }

type Core = MessagesOf<typeof strings>

/**
 * Every user-facing message of the kit: the core table (`strings.ts`) with each view's own table
 * (loaded with its view) mounted where its words belong: `account.tabs.Tokens`, `send.review`.
 * English is the kit's own tables; a locale is one complete object of this type, so the compiler
 * finds a missing message or a message with other parameters.
 */
export interface AppKitMessages
  extends Omit<
    Core,
    'direction' | 'account' | 'networks' | 'siwx' | 'switchActiveChain' | 'titles'
  > {
  direction: 'ltr' | 'rtl'
  account: Core['account'] & MessagesOf<typeof accountStrings>
  networks: Core['networks'] & MessagesOf<typeof networksStrings>
  siwx: Core['siwx'] & MessagesOf<typeof siwxStrings>
  switchActiveChain: Core['switchActiveChain'] & MessagesOf<typeof switchActiveChainStrings>
  titles: Core['titles'] & MessagesOf<typeof socialTitles>
  buy: MessagesOf<typeof buyStrings>
  email: MessagesOf<typeof emailStrings>
  profileWallets: MessagesOf<typeof profileWalletsStrings>
  registerName: MessagesOf<typeof registerNameStrings>
  send: MessagesOf<typeof sendStrings>
  social: MessagesOf<typeof socialStrings>
  swap: MessagesOf<typeof swapStrings>
}
