// Bitcoin sending, as `bitcoinAdapter.send()` loads it (a `ChainSend`: this module's exports):
// BTC only, through the connected wallet's `sendTransfer`, with balances, UTXOs, the fee rate
// and confirmations read from the network's Esplora API (its first RPC URL).
import type { ChainSend } from '../../ChainSend.js'
import { estimateBitcoinFee } from './estimateBitcoinFee.js'
import { readBitcoinFreshBalance } from './readBitcoinFreshBalance.js'
import { waitForBitcoinConfirmation } from './waitForBitcoinConfirmation.js'

export { checkBitcoinAmount as checkAmount } from './bitcoinDust.js'
export { checkBitcoinReceiver as checkReceiver } from './checkBitcoinReceiver.js'
export { sendBitcoin as send } from './sendBitcoin.js'

/** `readBitcoinFreshBalance`: the BTC balance in sats, read from the Esplora API now. */
export const readBalance: ChainSend['readBalance'] = (_appKit, network, address, token) =>
  readBitcoinFreshBalance(network, address, token)

/** `estimateBitcoinFee`: fee rate x the size of a P2WPKH spend of the UTXOs needed. */
export const estimateFee: ChainSend['estimateFee'] = (_appKit, transfer) =>
  estimateBitcoinFee(transfer)

/** `waitForBitcoinConfirmation`: the transaction's status until it is in a block. */
export const waitForConfirmation: ChainSend['waitForConfirmation'] = (
  _appKit,
  network,
  hash,
  options,
) => waitForBitcoinConfirmation(network, hash, options)
