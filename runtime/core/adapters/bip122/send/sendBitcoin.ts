import type { AppKit } from '../../../AppKit.js'
import { BaseError } from '../../../kernel.js'
import type { TransferParameters } from '../../../send/SendParameters.js'
import { SendParametersError, toSendError } from '../../../send/sendErrors.js'
import type { BitcoinProvider } from '../BitcoinProvider.js'
import { checkBitcoinAmount } from './bitcoinDust.js'
import { assertNativeBitcoin } from './bitcoinToken.js'

const txidPattern = /^[0-9a-fA-F]{64}$/

function isBitcoinProvider(value: unknown): value is Pick<BitcoinProvider, 'sendTransfer'> {
  return typeof (value as BitcoinProvider | null)?.sendTransfer === 'function'
}

/** Refuses what the wallet must not be asked: dust, and another account than the one checked. */
function checkTransfer(appKit: AppKit, transfer: TransferParameters): void {
  const dust = checkBitcoinAmount(transfer.amount, transfer.token)
  if (dust) throw new SendParametersError('An amount and receiver address are required', dust)
  const account = appKit.stores.chains.getAccount('bip122')
  // `sendTransfer` names no sender: the wallet pays from its payment account as it is now. The
  // amount was checked against `from`'s balance, so a wallet that moved on must not be asked.
  if (account.address !== transfer.from) {
    throw new SendParametersError(
      'An amount and receiver address are required',
      `The Bitcoin account changed since this send was checked (now ${account.address ?? 'none'}): review the send again.`,
    )
  }
  const entry = account.allAccounts.find((each) => each.address === transfer.from)
  if (entry?.type === 'ordinal') {
    throw new SendParametersError(
      'An amount and receiver address are required',
      'Bitcoin wallets send BTC from their payment account: switch to it to send.',
    )
  }
}

/**
 * Sends `amount` sats to `to` through the connected Bitcoin wallet's `sendTransfer` (one prompt:
 * the wallet picks its UTXOs, the fee rate and the change, signs and broadcasts); resolves with
 * the txid in lower case. Refused before the wallet is asked: no wallet, a token, an amount below
 * the dust limit, a `from` that is not the connected payment account. A declined prompt is
 * `TransactionRejectedError`.
 * @example const { hash } = await sendBitcoin(appKit, { network, from, to, token: btc, amount: 15_000n })
 */
export async function sendBitcoin(
  appKit: AppKit,
  transfer: TransferParameters,
): Promise<{ hash: string }> {
  const provider = appKit.stores.providers.getState().bip122?.provider
  if (!isBitcoinProvider(provider)) {
    throw new BaseError('No account is connected.', {
      code: 'NOT_CONNECTED',
      details: 'Connect a Bitcoin wallet before sending.',
    })
  }
  assertNativeBitcoin(transfer.token)
  checkTransfer(appKit, transfer)
  let txid: unknown
  try {
    txid = await provider.sendTransfer({
      recipient: transfer.to,
      amount: transfer.amount.toString(),
    })
  } catch (error) {
    throw toSendError(error)
  }
  if (typeof txid !== 'string' || !txidPattern.test(txid)) {
    throw new Error('The wallet answered the transfer without a transaction id.')
  }
  return { hash: txid.toLowerCase() }
}
