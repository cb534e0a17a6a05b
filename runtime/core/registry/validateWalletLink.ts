// The rule lives in schema/grammar so that `appkit validate` refuses exactly what the runtime
// drops; this module stays the runtime's entry to it.
export { validateWalletLink } from '../../../schema/grammar/validateWalletLink.js'
