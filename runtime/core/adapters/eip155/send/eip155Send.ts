// EVM sending, as `eip155Adapter.send()` loads it (a `ChainSend`: this module's exports): native
// and ERC20 transfers through the connected wallet (`eth_sendTransaction`), and balances, fees
// and receipts over the kit's RPC transport.

export { checkEip155Receiver as checkReceiver } from './checkEip155Receiver.js'
export { estimateEip155Fee as estimateFee } from './estimateEip155Fee.js'
export { readEip155Balance as readBalance } from './readEip155Balance.js'
export { sendEip155 as send } from './sendEip155.js'
export { waitForEip155Confirmation as waitForConfirmation } from './waitForEip155Confirmation.js'
