import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import type { TokenBalance } from '../state/AccountState.js'
import { checkReceiver } from './checkReceiver.js'
import { maxSendable } from './maxSendable.js'
import type { SendContext } from './SendContext.js'

export interface ReadMaxAmountParameters {
  network: CaipNetwork
  from: string
  token: TokenBalance
  /** The receiver as typed so far: the fee is estimated to it once it is a valid address. */
  receiverText: string
}

/**
 * "Max": the most that can be sent now, as the amount field shows it: the balance read from the
 * chain at this moment (never a cached one), less the fee for the native currency, which pays it.
 * Rejects when the balance or the fee cannot be read.
 * @example const amountText = await readMaxAmount(context, { network, from, token, receiverText: '' })
 */
export async function readMaxAmount(
  context: Pick<SendContext, 'chainSend' | 'readBalance' | 'estimateFee'>,
  parameters: ReadMaxAmountParameters,
): Promise<string> {
  const { network, from, token } = parameters
  const balance = await context.readBalance({ network, address: from, token })
  const checked = checkReceiver(parameters.receiverText, await context.chainSend(network), network)
  const fee = token.address
    ? 0n
    : (
        await context.estimateFee({
          network,
          from,
          // The fee of a plain transfer barely depends on the receiver: to self until one is typed.
          to: checked.ok ? checked.address : from,
          token,
          amount: balance,
        })
      ).fee
  return formatUnits(maxSendable(balance, fee, !token.address), Number(token.quantity.decimals))
}
