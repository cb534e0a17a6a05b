import type { AppKit } from '../AppKit.js'
import { chainSendOf } from './chainSendOf.js'
import { checkReceiver } from './checkReceiver.js'
import type { SendFee, SendToken, TransferParameters } from './SendParameters.js'
import { SendParametersError, SendUnsupportedChainError } from './sendErrors.js'

export interface SendTokensParameters {
  network: TransferParameters['network']
  /** The connected account: 0x address, base58 public key, or Bitcoin payment address. */
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
 * native, ERC20, Solana, BTC), with the code of the network's chain adapter (`ChainSend`). Resolves
 * with the transaction hash (a base58 signature on Solana, the txid on Bitcoin) once the wallet has
 * sent it. Rejects with SPEC section 5's messages for missing inputs or an amount the chain
 * refuses (`details` says why: Bitcoin dust), 'Unsupported chain' where no adapter of the kit sends
 * (eip155, solana and bip122 do), `TransactionRejectedError` when the user declines, and
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
  const loading = chainSendOf(appKit, network.chainNamespace)
  if (!loading) throw new SendUnsupportedChainError(network.caipNetworkId)
  const chain = await loading
  const receiver = checkReceiver(parameters.receiver, chain, network)
  if (!receiver.ok) {
    throw new SendParametersError('An amount and receiver address are required', receiver.reason)
  }
  const refused = chain.checkAmount?.(amount, token)
  if (refused) throw new SendParametersError('An amount and receiver address are required', refused)
  const transfer = { network, from: parameters.from, to: receiver.address, token, amount }
  return chain.send(appKit, { ...transfer, fee: parameters.fee })
}
