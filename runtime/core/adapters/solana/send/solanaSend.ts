// Solana sending, as `solanaAdapter.send()` loads it (a `ChainSend`: this module's exports): SOL
// and SPL transfers built with `@solana/web3.js` and `@solana/spl-token` on the network's first
// RPC URL and signed by the connected wallet; confirmation through `getSignatureStatuses`.
import type { ChainSend } from '../../ChainSend.js'
import { estimateSolanaFee } from './estimateSolanaFee.js'
import { readSolanaFreshBalance } from './readSolanaFreshBalance.js'
import { waitForSolanaConfirmation } from './waitForSolanaConfirmation.js'

export { checkSolanaReceiver as checkReceiver } from './checkSolanaReceiver.js'
export { sendSolana as send } from './sendSolana.js'

/** `readSolanaFreshBalance`: the SOL or SPL balance, read from the network's RPC now. */
export const readBalance: ChainSend['readBalance'] = (_appKit, network, address, token) =>
  readSolanaFreshBalance(network, address, token)

/** `estimateSolanaFee`: the transaction fee, plus the receiver's token account rent if needed. */
export const estimateFee: ChainSend['estimateFee'] = (_appKit, transfer) =>
  estimateSolanaFee(transfer)

/** `waitForSolanaConfirmation`: `getSignatureStatuses` until confirmed or finalized. */
export const waitForConfirmation: ChainSend['waitForConfirmation'] = (
  _appKit,
  network,
  hash,
  options,
) => waitForSolanaConfirmation(network, hash, options)
