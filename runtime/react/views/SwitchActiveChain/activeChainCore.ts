// The engine helpers this view needs that `runtime/core/index.ts` does not export yet. Once they
// are public, import them from '../../../core/index.js' here and the view stays as it is.
export { connectedElsewhere } from '../../../core/actions/needsActiveChainSwitch.js'
export { switchActiveChain } from '../../../core/actions/switchActiveChain.js'
export { isSameWallet } from '../../../core/wallets/isSameWallet.js'
