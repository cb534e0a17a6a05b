import { strings } from '../strings.js'
import { accountStrings } from '../views/Account/accountStrings.js'
import { buyStrings } from '../views/Buy/buyStrings.js'
import { emailStrings } from '../views/EmailLogin/emailStrings.js'
import { networksStrings } from '../views/Networks/networksStrings.js'
import { profileWalletsStrings } from '../views/ProfileWallets/profileWalletsStrings.js'
import { registerNameStrings } from '../views/RegisterAccountName/registerNameStrings.js'
import { sendStrings } from '../views/Send/sendStrings.js'
import { siwxStrings } from '../views/SIWXSignMessage/siwxStrings.js'
import { socialStrings } from '../views/Social/socialStrings.js'
import { socialTitles } from '../views/Social/socialTitles.js'
import { swapStrings } from '../views/Swap/swapStrings.js'
import { switchActiveChainStrings } from '../views/SwitchActiveChain/switchActiveChainStrings.js'

/**
 * The kit's live message tables, mounted as `AppKitMessages` reads them: the core table at the
 * root, each view's table under its name. Only locale modules import this (it pulls every view's
 * table into the page), so an app that keeps English and its words pays nothing for it.
 */
export const messageTables: readonly object[] = [
  strings,
  {
    account: accountStrings,
    buy: buyStrings,
    email: emailStrings,
    networks: networksStrings,
    profileWallets: profileWalletsStrings,
    registerName: registerNameStrings,
    send: sendStrings,
    siwx: siwxStrings,
    social: socialStrings,
    swap: swapStrings,
    switchActiveChain: switchActiveChainStrings,
    titles: socialTitles,
  },
]
