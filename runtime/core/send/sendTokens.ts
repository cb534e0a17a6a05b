import type { AppKit } from '../AppKit.js'
import { checkReceiver } from './checkReceiver.js'
import type { SendFee, SendToken, TransferParameters } from './SendParameters.js'
import { SendParametersError, SendUnsupportedChainError } from './sendErrors.js'

export interface SendTokensParameters {
  network: TransferParameters['network']
  /** The connected account: 0x address or base58 public key. */
  from: string
  token: SendToken | undefined
  /** In the token's smallest units (`parseAmount`). */
  amount: bigint | undefined
  /** The receiver; checked again here (`checkReceiver`) before the wallet sees it. */
  receiver: string | undefined
  /** EVM: the estimate to ask the wallet with (gas and fee per gas), so "Max" leaves enough. */
  fee?: SendFee | undefined
}

/**
 * Sends `amount` of `token` to `receiver` through the connected wallet (SPEC section 4 "Send":
 * native, ERC20, Solana). Resolves with the transaction hash (a base58 signature on Solana) once
 * the wallet has sent it. Rejects with SPEC section 5's messages for missing inputs, 'Unsupported
 * chain' off eip155 and solana, `TransactionRejectedError` when the user declines, and
 * `SendConfirmationError` (carrying the hash) when it was sent but the RPC dropped.
 * @example
 * const { hash } = await sendTokens(appKit, { network, from, token, amount: 10n ** 18n, receiver })
 */
export async function sendTokens(
  appKit: AppKit,
  parameters: SendTokensParameters,
): Promise<{ hash: string }> {
  const { network, token, amount } = parameters
  if (amount === undefined || amount <= 0n || !parameters.receiver?.trim()) {
    throw new SendParametersError('An amount and receiver address are required')
  }
  if (!token) throw new SendParametersError('A token is required')
  const { chainNamespace } = network
  if (chainNamespace !== 'eip155' && chainNamespace !== 'solana') {
    throw new SendUnsupportedChainError(network.caipNetworkId)
  }
  const receiver = checkReceiver(chainNamespace, parameters.receiver)
  if (!receiver.ok) {
    throw new SendParametersError('An amount and receiver address are required', receiver.reason)
  }
  const transfer = { network, from: parameters.from, to: receiver.address, token, amount }
  if (chainNamespace === 'eip155') {
    const { sendEip155 } = await import('./sendEip155.js')
    return sendEip155(appKit, { ...transfer, fee: parameters.fee })
  }
  const { sendSolana } = await import('./sendSolana.js')
  return sendSolana(appKit, transfer)
}
