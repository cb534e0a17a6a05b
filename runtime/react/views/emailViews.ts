// The views of email login and of changing the login's email, one chunk: they share the code
// field, the strings and the styles, which would otherwise split into more small files.

export { EmailLoginView } from './EmailLogin/EmailLoginView.js'
export { UpdateEmailWalletView } from './UpdateEmailWallet/UpdateEmailWalletView.js'
