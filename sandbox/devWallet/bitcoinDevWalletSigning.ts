import { base64 } from '@scure/base'
import { broadcastTransaction } from './bitcoinEsplora.js'
import { type BitcoinAccount, type BitcoinKey, keyOfAddress } from './bitcoinKeys.js'
import type { BitcoinNetworkParams } from './bitcoinNetwork.js'
import { paramsObject as fields, satsOf } from './bitcoinRequestParams.js'
import { prepareBitcoinTransfer, sendBitcoinTransfer } from './bitcoinTransfer.js'
import type { SignedEntry } from './DevWalletOptions.js'
import { describeBitcoinPsbt } from './describeBitcoinPsbt.js'
import { formatBtc } from './formatBtc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { bitcoinMessageProtocol, signBitcoinMessage } from './signBitcoinMessage.js'
import { type PsbtInputToSign, signBitcoinPsbt } from './signBitcoinPsbt.js'

/** What the signing methods need from the wallet around them. */
export interface BitcoinSigningContext {
  network: BitcoinNetworkParams
  caipNetworkId: string
  esploraUrl: string
  /** Resolves on approval (or `autoApprove`); throws the -32000 rejection otherwise. */
  approve(title: string, lines: readonly string[]): Promise<void>
  record(entry: SignedEntry): void
}

function ownKey(account: BitcoinAccount, address: unknown): BitcoinKey {
  const key = keyOfAddress(account, address)
  if (!key) {
    throw new ProviderRpcError(
      -32602,
      `${JSON.stringify(address)} is not an address of this wallet's account (${account.payment.address}, ${account.ordinal.address}).`,
    )
  }
  return key
}

/**
 * WBIP004 `sendTransfer`: plans from the payment address's UTXOs, shows amounts and fee, then
 * signs and broadcasts; resolves `{ txid }`.
 * @example await sendTransfer({ recipients: [{ address, amount: 15000 }] }, context, account)
 */
export async function sendTransfer(
  params: unknown,
  context: BitcoinSigningContext,
  account: BitcoinAccount,
) {
  const { recipients } = fields(params)
  if (!Array.isArray(recipients) || recipients.length === 0) {
    throw new ProviderRpcError(-32602, 'Expected { recipients: [{ address, amount }] }.')
  }
  const wanted = recipients.map((recipient, index) => {
    const { address, amount } = fields(recipient)
    if (typeof address !== 'string') {
      throw new ProviderRpcError(-32602, `recipients[${index}].address must be a string.`)
    }
    return { address, amount: satsOf(amount, `recipients[${index}].amount`) }
  })
  const source = { esploraUrl: context.esploraUrl, key: account.payment, network: context.network }
  const plan = await prepareBitcoinTransfer(source, wanted)
  await context.approve('Send bitcoin?', [
    ...wanted.map(({ address, amount }) => `Send ${formatBtc(amount)} to ${address}`),
    `Fee ${formatBtc(plan.fee)}`,
    `From ${account.payment.address}`,
    `Chain ${context.caipNetworkId}`,
  ])
  const txid = await sendBitcoinTransfer(source, plan)
  context.record({
    method: 'bitcoin_sendTransfer',
    account: account.payment.address,
    payload: txid,
    result: txid,
  })
  return { txid }
}

/**
 * WBIP004 `signPsbt`: signs the `signInputs` (address -> input indexes) after a prompt listing
 * them and the outputs; with `broadcast`, finalizes and sends too. Resolves `{ psbt, txid? }`.
 * @example await signPsbt({ psbt, signInputs: { [address]: [0] } }, context, account)
 */
export async function signPsbt(
  params: unknown,
  context: BitcoinSigningContext,
  account: BitcoinAccount,
) {
  const { psbt, signInputs, broadcast } = fields(params)
  let bytes: Uint8Array
  try {
    bytes = base64.decode(String(psbt))
  } catch {
    throw new ProviderRpcError(-32602, 'psbt must be a base64 PSBT.')
  }
  const inputs: PsbtInputToSign[] = Object.entries(fields(signInputs)).flatMap(
    ([address, indexes]) => {
      const key = ownKey(account, address)
      if (!Array.isArray(indexes)) {
        throw new ProviderRpcError(
          -32602,
          `signInputs["${address}"] must be a list of input indexes.`,
        )
      }
      return indexes.map((index) => ({ index: Number(index), key }))
    },
  )
  const lines = describeBitcoinPsbt(bytes, context.network)
  await context.approve(
    broadcast === true ? 'Sign and send this transaction?' : 'Sign this transaction?',
    [
      ...inputs.map(({ index, key }) => `Sign input ${index} with ${key.address}`),
      ...lines,
      `Chain ${context.caipNetworkId}`,
    ],
  )
  const signed = signBitcoinPsbt(bytes, inputs, { finalize: broadcast === true })
  const txid =
    signed.hex === undefined
      ? undefined
      : await broadcastTransaction(context.esploraUrl, signed.hex)
  const result = base64.encode(signed.psbt)
  const signer = inputs[0]?.key.address ?? account.payment.address
  context.record({ method: 'bitcoin_signPsbt', account: signer, payload: signed.txid, result })
  return txid === undefined ? { psbt: result } : { psbt: result, txid }
}

/**
 * WBIP004 `signMessage`: BIP-322 by default, `ECDSA` on the payment address when asked.
 * @example await signMessage({ address, message: 'hello' }, context, account) // { signature, messageHash, address, protocol: 'BIP322' }
 */
export async function signMessage(
  params: unknown,
  context: BitcoinSigningContext,
  account: BitcoinAccount,
) {
  const { address, message } = fields(params)
  const key = ownKey(account, address)
  if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'message must be a string.')
  const protocol = bitcoinMessageProtocol(fields(params).protocol, 'bip322')
  await context.approve('Sign this message?', [
    `Account ${key.address}`,
    protocol === 'bip322' ? 'BIP-322 signature' : 'ECDSA signature',
    message,
  ])
  const signed = signBitcoinMessage({ key, message, protocol, network: context.network })
  context.record({
    method: 'bitcoin_signMessage',
    account: key.address,
    payload: message,
    result: signed.signature,
  })
  return {
    signature: signed.signature,
    messageHash: signed.messageHash,
    address: key.address,
    protocol: protocol.toUpperCase(),
  }
}
