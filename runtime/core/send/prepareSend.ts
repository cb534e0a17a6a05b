import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../../schema/index.js'
import type { ChainSend } from '../adapters/ChainSend.js'
import type { TokenBalance } from '../state/AccountState.js'
import { checkReceiver } from './checkReceiver.js'
import { isNameLike } from './isNameLike.js'
import { parseAmount } from './parseAmount.js'
import type { SendContext } from './SendContext.js'
import type { SendPreview } from './SendState.js'
import { sendMessages } from './sendMessages.js'
import { sendWarnings } from './sendWarnings.js'

export interface PrepareSendParameters {
  network: CaipNetwork
  from: string
  token: TokenBalance | undefined
  amountText: string
  receiverText: string
  /** Addresses the account dealt with lately, for the look-alike warning. */
  recentAddresses: readonly string[]
}

/** A send ready to confirm, or why not and which field it is about (for the form's messages). */
export type PrepareSendResult =
  | { ok: true; preview: SendPreview }
  | { ok: false; field: 'form' | 'amount' | 'receiver'; message: string }

/**
 * Checks a send before any wallet prompt (SECURITY.md "Sending"): SPEC section 5's required
 * fields and chains, the amount parsed exactly, the receiver checked (or its name resolved), the
 * amount against a fresh balance (never a cached one) and, for the native currency, with the fee;
 * then the warnings the confirmation shows.
 * @example const result = await prepareSend(context, { network, from, token, amountText: '0.1', receiverText: '0x...', recentAddresses: [] })
 */
export async function prepareSend(
  context: Pick<SendContext, 'chainSend' | 'readBalance' | 'estimateFee' | 'resolveName'>,
  parameters: PrepareSendParameters,
): Promise<PrepareSendResult> {
  const { network, from, token } = parameters
  const loading = context.chainSend(network)
  if (!loading) return { ok: false, field: 'form', message: sendMessages.unsupportedChain }
  // The chain's code loads beside the checks below; a failure is answered where it is awaited.
  loading.catch(() => undefined)
  if (!token) return { ok: false, field: 'form', message: sendMessages.tokenRequired }
  if (!parameters.amountText.trim() || !parameters.receiverText.trim()) {
    return { ok: false, field: 'form', message: sendMessages.required }
  }
  const decimals = Number(token.quantity.decimals)
  const amount = parseAmount(parameters.amountText, decimals)
  if (!amount.ok) return { ok: false, field: 'amount', message: amount.reason }
  const typed = parameters.receiverText.trim()
  const named = isNameLike(typed)
  let chain: ChainSend
  try {
    chain = await loading
  } catch {
    // The chain's code did not load (offline): its balance cannot be read either.
    return { ok: false, field: 'form', message: sendMessages.balanceUnknown }
  }
  // The chain's own amount rule (Bitcoin: nothing below the dust limit), before any balance read.
  const refused = chain.checkAmount?.(amount.value, token)
  if (refused) return { ok: false, field: 'amount', message: refused }
  const receiver = named
    ? await context.resolveName(network, typed)
    : checkReceiver(typed, chain, network)
  if (!receiver.ok) return { ok: false, field: 'receiver', message: receiver.reason }

  let balance: bigint
  try {
    balance = await context.readBalance({ network, address: from, token })
  } catch {
    return { ok: false, field: 'form', message: sendMessages.balanceUnknown }
  }
  if (amount.value > balance) {
    const shown = formatUnits(balance, decimals)
    return { ok: false, field: 'amount', message: sendMessages.overBalance(shown, token.symbol) }
  }
  let fee: SendPreview['fee']
  try {
    fee = await context.estimateFee({
      network,
      from,
      to: receiver.address,
      token,
      amount: amount.value,
    })
  } catch {
    // A send the chain would refuse fails its estimate: say so rather than prompt the wallet.
    return { ok: false, field: 'form', message: sendMessages.feeUnknown }
  }
  if (!token.address && amount.value + fee.fee > balance) {
    return { ok: false, field: 'amount', message: sendMessages.overBalanceWithFee(token.symbol) }
  }
  const warnings = sendWarnings({
    receiver: receiver.address,
    token,
    recentAddresses: parameters.recentAddresses,
  }).map((warning) => warning.message)
  return {
    ok: true,
    preview: {
      network,
      from,
      token,
      amount: amount.value,
      amountText: formatUnits(amount.value, decimals),
      receiver: receiver.address,
      ...(named ? { receiverName: typed } : {}),
      fee,
      warnings,
    },
  }
}
