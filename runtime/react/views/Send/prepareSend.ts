import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { AppKit, loadSend, TokenBalance } from '../../../core/kernel.js'
import type { SendPreview } from './sendState.js'
import { sendStrings } from './sendStrings.js'

type SendModule = Awaited<ReturnType<typeof loadSend>>

export interface PrepareSendInput {
  network: CaipNetwork
  from: string
  token: TokenBalance | undefined
  amountText: string
  receiverText: string
  /** Addresses the account dealt with lately, for the look-alike warning. */
  recentAddresses: readonly string[]
}

/** Why a send cannot be confirmed, and which field it is about (for the form's messages). */
export type PrepareSendResult =
  | { ok: true; preview: SendPreview }
  | { ok: false; field: 'form' | 'amount' | 'receiver'; message: string }

const sendNamespaces = new Set(['eip155', 'solana'])

/**
 * Checks a send before any wallet prompt (SECURITY.md "Sending"): SPEC section 5's required
 * fields and chains, the amount parsed exactly, the receiver checked (or its name resolved), the
 * amount against a fresh balance (never a cached one) and, for the native currency, with the fee;
 * then the warnings the confirmation shows.
 * @example const result = await prepareSend(appKit, send, { network, from, token, amountText: '0.1', receiverText: '0x...', recentAddresses: [] })
 */
export async function prepareSend(
  appKit: AppKit,
  send: SendModule,
  input: PrepareSendInput,
): Promise<PrepareSendResult> {
  const { network, from, token } = input
  if (!sendNamespaces.has(network.chainNamespace)) {
    return { ok: false, field: 'form', message: sendStrings.unsupportedChain }
  }
  if (!token) return { ok: false, field: 'form', message: sendStrings.tokenRequired }
  if (!input.amountText.trim() || !input.receiverText.trim()) {
    return { ok: false, field: 'form', message: sendStrings.required }
  }
  const decimals = Number(token.quantity.decimals)
  const amount = send.parseAmount(input.amountText, decimals)
  if (!amount.ok) return { ok: false, field: 'amount', message: amount.reason }
  const typed = input.receiverText.trim()
  const named = send.isNameLike(typed)
  const receiver = named
    ? await send.resolveName(appKit, network, typed)
    : send.checkReceiver(network.chainNamespace, typed)
  if (!receiver.ok) return { ok: false, field: 'receiver', message: receiver.reason }

  let balance: bigint
  try {
    balance = await send.readFreshBalance(appKit, { network, address: from, token })
  } catch {
    return { ok: false, field: 'form', message: sendStrings.balanceUnknown }
  }
  if (amount.value > balance) {
    const shown = formatUnits(balance, decimals)
    return { ok: false, field: 'amount', message: sendStrings.overBalance(shown, token.symbol) }
  }
  let fee: SendPreview['fee']
  try {
    fee = await send.estimateSendFee(appKit, {
      network,
      from,
      to: receiver.address,
      token,
      amount: amount.value,
    })
  } catch {
    // A send the chain would refuse fails its estimate: say so rather than prompt the wallet.
    return { ok: false, field: 'form', message: sendStrings.feeUnknown }
  }
  if (!token.address && amount.value + fee.fee > balance) {
    return { ok: false, field: 'amount', message: sendStrings.overBalanceWithFee(token.symbol) }
  }
  const warnings = send
    .sendWarnings({ receiver: receiver.address, token, recentAddresses: input.recentAddresses })
    .map((warning) => warning.message)
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
