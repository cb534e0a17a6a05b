import { base64 } from '@scure/base'
import { broadcastTransaction } from '../devWallet/bitcoinEsplora.js'
import { type BitcoinKey, keyOfAddress } from '../devWallet/bitcoinKeys.js'
import { paramsObject as fields, satsOf } from '../devWallet/bitcoinRequestParams.js'
import { prepareBitcoinTransfer, sendBitcoinTransfer } from '../devWallet/bitcoinTransfer.js'
import { ProviderRpcError } from '../devWallet/ProviderRpcError.js'
import { bitcoinMessageProtocol, signBitcoinMessage } from '../devWallet/signBitcoinMessage.js'
import { type PsbtInputToSign, signBitcoinPsbt } from '../devWallet/signBitcoinPsbt.js'
import type { BitcoinWcHoldings } from './bitcoinWcHoldings.js'

/** The bip122 methods the wallet approves and answers (WalletConnect's Bitcoin RPC). */
export const bitcoinWcMethods = [
  'sendTransfer',
  'signMessage',
  'signPsbt',
  'getAccountAddresses',
] as const

/** The bip122 session events. */
export const bitcoinWcEvents = ['accountsChanged', 'chainChanged'] as const

/** The key of `address` when the wallet holds it; 4100 naming both addresses otherwise. */
function ownKey(holdings: BitcoinWcHoldings, address: unknown, where: string): BitcoinKey {
  const key = keyOfAddress(holdings.account, address)
  if (key) return key
  const { payment, ordinal } = holdings.account
  throw new ProviderRpcError(
    4100,
    `${where} ${JSON.stringify(address)} is not this wallet's; it holds ${payment.address} and ${ordinal.address}.`,
  )
}

function checkAccount(holdings: BitcoinWcHoldings, params: Record<string, unknown>): void {
  if (params.account !== undefined) ownKey(holdings, params.account, 'account')
}

function getAccountAddresses(holdings: BitcoinWcHoldings, params: Record<string, unknown>) {
  const { intentions } = params
  const valid = (each: unknown) => each === 'payment' || each === 'ordinal'
  if (intentions !== undefined && (!Array.isArray(intentions) || !intentions.every(valid))) {
    throw new ProviderRpcError(
      -32602,
      `intentions must list 'payment' and/or 'ordinal', got ${JSON.stringify(intentions)}.`,
    )
  }
  const wanted = (intentions as string[] | undefined) ?? ['payment', 'ordinal']
  return [holdings.account.payment, holdings.account.ordinal]
    .filter((key) => wanted.includes(key.purpose))
    .map((key) => ({ address: key.address, publicKey: key.publicKey, intention: key.purpose }))
}

async function sendTransfer(holdings: BitcoinWcHoldings, params: Record<string, unknown>) {
  const { recipientAddress, amount, changeAddress } = params
  if (typeof recipientAddress !== 'string') {
    throw new ProviderRpcError(-32602, 'recipientAddress must be a string.')
  }
  if (typeof amount !== 'string') {
    throw new ProviderRpcError(
      -32602,
      `amount must be satoshis as a decimal string, got ${JSON.stringify(amount)}.`,
    )
  }
  if (changeAddress !== undefined && typeof changeAddress !== 'string') {
    throw new ProviderRpcError(-32602, 'changeAddress must be a string.')
  }
  const source = {
    esploraUrl: holdings.esploraUrl,
    key: holdings.account.payment,
    network: holdings.network,
  }
  const recipients = [{ address: recipientAddress, amount: satsOf(amount, 'amount') }]
  // A memo (OP_RETURN) is optional in the spec; this wallet leaves it out.
  const plan = await prepareBitcoinTransfer(source, recipients, changeAddress)
  return { txid: await sendBitcoinTransfer(source, plan) }
}

async function signPsbt(holdings: BitcoinWcHoldings, params: Record<string, unknown>) {
  const { psbt, signInputs, broadcast } = params
  let bytes: Uint8Array
  try {
    bytes = base64.decode(String(psbt))
  } catch {
    throw new ProviderRpcError(-32602, 'psbt must be a base64 PSBT.')
  }
  if (!Array.isArray(signInputs)) {
    throw new ProviderRpcError(
      -32602,
      'signInputs must be a list of { address, index, sighashTypes }.',
    )
  }
  const inputs: PsbtInputToSign[] = signInputs.map((each, at) => {
    const { address, index, sighashTypes } = fields(each)
    const key = ownKey(holdings, address, `signInputs[${at}].address`)
    const types =
      Array.isArray(sighashTypes) && sighashTypes.length > 0 ? sighashTypes.map(Number) : undefined
    return { index: Number(index), key, sighashTypes: types }
  })
  const signed = signBitcoinPsbt(bytes, inputs, { finalize: broadcast === true })
  const result = base64.encode(signed.psbt)
  if (signed.hex === undefined) return { psbt: result }
  return { psbt: result, txid: await broadcastTransaction(holdings.esploraUrl, signed.hex) }
}

/**
 * Answers one bip122 request with WalletConnect's Bitcoin conventions: `getAccountAddresses`
 * (payment then ordinal, filtered by `intentions`), `signMessage` (ECDSA by default on the
 * payment address as the spec says, BIP-322 on taproot or when asked), `sendTransfer` (paid from
 * the payment address's UTXOs at the ledger, change back to it or to `changeAddress`) and
 * `signPsbt` (the listed inputs, finalized and broadcast with `broadcast`). Anything else is 4200;
 * failures are `ProviderRpcError`s (4100 for an address the wallet does not hold).
 * @example
 * await answerBitcoinWcRequest('signMessage', { account, address, message: 'hi', protocol: 'bip322' }, holdings)
 */
export async function answerBitcoinWcRequest(
  method: string,
  params: unknown,
  holdings: BitcoinWcHoldings,
): Promise<unknown> {
  if (!(bitcoinWcMethods as readonly string[]).includes(method)) {
    throw new ProviderRpcError(
      4200,
      `The sandbox wallet does not support ${method} on ${holdings.chain}.`,
    )
  }
  const given = fields(params)
  checkAccount(holdings, given)
  switch (method) {
    case 'getAccountAddresses':
      return getAccountAddresses(holdings, given)
    case 'signMessage': {
      const { message, address } = given
      const key = ownKey(
        holdings,
        address ?? given.account ?? holdings.account.payment.address,
        'address',
      )
      if (typeof message !== 'string')
        throw new ProviderRpcError(-32602, 'message must be a string.')
      const fallback = key.addressType === 'p2tr' ? 'bip322' : 'ecdsa'
      const protocol = bitcoinMessageProtocol(given.protocol, fallback)
      const signed = signBitcoinMessage({ key, message, protocol, network: holdings.network })
      return { address: key.address, signature: signed.signature, messageHash: signed.messageHash }
    }
    case 'sendTransfer':
      return sendTransfer(holdings, given)
    default:
      return signPsbt(holdings, given)
  }
}
