import { fromBase64, toBase64 } from '../../encoding/base64.js'
import { toBaseError } from '../../kernel.js'
import type { BitcoinNaming } from './BitcoinNaming.js'
import type { BitcoinProvider, BitcoinSignInput } from './BitcoinProvider.js'
import { fieldOf } from './bitcoinAnswer.js'
import type { BitcoinChainReader } from './bitcoinChainReader.js'
import type { BitcoinInputsToSign, BitcoinStandardFeatures } from './bitcoinStandardFeatures.js'
import { bitcoinWalletError } from './bitcoinWalletError.js'
import {
  checkAddress,
  checkPsbt,
  checkSatsAmount,
  checkSignInputs,
} from './checkBitcoinParameters.js'
import type { StandardBitcoinAccount } from './readStandardBitcoinAccounts.js'
import { toBitcoinWalletRejection } from './toBitcoinWalletRejection.js'

export interface StandardBitcoinProviderOptions {
  features: BitcoinStandardFeatures
  /** The connected accounts, the one the kit uses first; none when not connected. */
  accounts(): readonly StandardBitcoinAccount[]
  /** The selected network's Esplora base URL (`rpcUrls.default.http[0]`). */
  esploraUrl(): string | undefined
  /** Where UTXOs and fee rates are read and transactions broadcast. */
  chain: BitcoinChainReader
  naming: BitcoinNaming
}

/** Runs a wallet call; whatever it throws comes out as a kit error (a "no" with `rpcCode` 4001). */
async function askWallet<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toBitcoinWalletRejection(error)
  }
}

/** Runs a chain call (Esplora); its errors are the kit's, never read as a wallet's "no". */
async function askChain<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toBaseError(error)
  }
}

/** The bytes `name` of the wallet's first output (one per input asked); -32603 without them. */
function signedBytes(outputs: unknown, name: 'signature' | 'signedPsbt'): Uint8Array {
  const bytes = fieldOf(Array.isArray(outputs) ? outputs[0] : undefined, name)
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) {
    throw bitcoinWalletError(-32603, `The wallet answered without a ${name}.`)
  }
  return bytes
}

/**
 * The app-facing `BitcoinProvider` of a Wallet Standard wallet with bitcoin features:
 * `signMessage` through `bitcoin:signMessage` (BIP-322; the signature bytes as base64),
 * `signPsbt` through `bitcoin:signTransaction` (base64 in and out; with `broadcast`, the kit
 * checks the wallet signed the transaction it was given, finalizes it and sends it to the
 * network's Esplora API), and `sendTransfer` as a PSBT the kit builds from the payment address's
 * UTXOs (`@scure/btc-signer`, loaded on first use), has the wallet sign, checks unchanged, and
 * broadcasts. Arguments are checked before any prompt
 * (-32602), answers after (-32603); a missing feature is 4200; a rejection has `rpcCode` 4001.
 * @example await createStandardBitcoinProvider({ features, accounts, esploraUrl, chain, naming }).signMessage({ message: 'hi' })
 */
export function createStandardBitcoinProvider(
  options: StandardBitcoinProviderOptions,
): BitcoinProvider {
  const { features, naming } = options

  function connected(): StandardBitcoinAccount {
    const account = options.accounts()[0]
    if (!account) throw bitcoinWalletError(4100, 'No Bitcoin account is connected.')
    return account
  }
  function accountOf(address: string): StandardBitcoinAccount {
    const account = options.accounts().find((candidate) => candidate.address === address)
    if (!account) {
      throw bitcoinWalletError(-32602, `${address} is not an account this wallet shared.`)
    }
    return account
  }
  function signTransaction() {
    const feature = features['bitcoin:signTransaction']
    if (!feature) throw bitcoinWalletError(4200, 'The wallet does not sign Bitcoin transactions.')
    return feature
  }
  function esploraUrl(): string {
    const url = options.esploraUrl()
    if (!url) {
      throw bitcoinWalletError(
        -32603,
        'The selected Bitcoin network has no Esplora URL (rpcUrls.default.http[0]).',
      )
    }
    return url
  }
  /**
   * Finalizes a signed PSBT and sends it; the txid. `unsignedTx` is the transaction the wallet was
   * asked to sign: a wallet that answers another one has it refused, never broadcast.
   */
  async function broadcast(signed: Uint8Array, unsignedTx: string): Promise<string> {
    const { finalizeSignedPsbt } = await import('./finalizeSignedPsbt.js')
    const url = esploraUrl()
    const transaction = finalizeSignedPsbt(signed, unsignedTx)
    await askChain(() => options.chain.broadcast(url, transaction.hex))
    return transaction.txid
  }
  /** One entry per account and sighash type, as `bitcoin:signTransaction` takes them. */
  function inputsToSign(inputs: readonly BitcoinSignInput[]): BitcoinInputsToSign[] {
    const groups = new Map<string, BitcoinInputsToSign>()
    for (const { address, index, sighashTypes } of inputs) {
      const sigHash = sighashTypes?.[0]
      const key = `${address} ${sigHash}`
      const group = groups.get(key) ?? {
        account: accountOf(address).account,
        signingIndexes: [],
        ...(sigHash === undefined ? {} : { sigHash }),
      }
      if (!group.signingIndexes.includes(index)) group.signingIndexes.push(index)
      groups.set(key, group)
    }
    return [...groups.values()]
  }

  return {
    async getAccountAddresses() {
      connected()
      return options.accounts().map(({ account: _, ...address }) => address)
    },
    async signMessage({ message, address, protocol }) {
      if (typeof message !== 'string') {
        throw bitcoinWalletError(-32602, 'The message to sign is not text.')
      }
      const feature = features['bitcoin:signMessage']
      if (!feature) throw bitcoinWalletError(4200, 'The wallet does not sign messages.')
      // The Wallet Standard's bitcoin:signMessage has no protocol choice: it signs BIP-322.
      if (protocol !== undefined && protocol !== 'bip322') {
        throw bitcoinWalletError(4200, 'The wallet signs BIP-322 messages only.')
      }
      const account =
        address === undefined ? connected() : accountOf(checkAddress('address', address, naming))
      const outputs = await askWallet(() =>
        feature.signMessage({
          account: account.account,
          message: new TextEncoder().encode(message),
        }),
      )
      return toBase64(signedBytes(outputs, 'signature'))
    },
    async signPsbt({ psbt, signInputs, broadcast: send }) {
      const bytes = fromBase64(checkPsbt(psbt))
      const inputs = inputsToSign(checkSignInputs(signInputs, naming))
      const feature = signTransaction()
      // What is broadcast must be the transaction asked for: read before the prompt.
      const unsignedTx =
        send === true ? (await import('./finalizeSignedPsbt.js')).unsignedTxOf(bytes) : undefined
      const outputs = await askWallet(() =>
        feature.signTransaction({ psbt: bytes, inputsToSign: inputs }),
      )
      const signed = signedBytes(outputs, 'signedPsbt')
      if (unsignedTx === undefined) return { psbt: toBase64(signed) }
      return { psbt: toBase64(signed), txid: await broadcast(signed, unsignedTx) }
    },
    async sendTransfer({ recipient, amount }) {
      const to = checkAddress('recipient', recipient, naming)
      const sats = checkSatsAmount(amount)
      connected()
      const from = options.accounts().find((account) => account.purpose === 'payment')
      if (!from) {
        throw bitcoinWalletError(4200, 'The wallet shared no payment address to send from.')
      }
      const feature = signTransaction()
      const url = esploraUrl()
      const [{ buildBitcoinTransfer }, utxos, feeRate] = await Promise.all([
        import('./buildBitcoinTransfer.js'),
        askChain(() => options.chain.readUtxos(url, from.address)),
        askChain(() => options.chain.readFeeRate(url)),
      ])
      const transfer = buildBitcoinTransfer({ from, recipient: to, amount: sats, utxos, feeRate })
      const outputs = await askWallet(() =>
        feature.signTransaction({
          psbt: transfer.psbt,
          inputsToSign: [{ account: from.account, signingIndexes: transfer.signingIndexes }],
        }),
      )
      return broadcast(signedBytes(outputs, 'signedPsbt'), transfer.unsignedTx)
    },
  }
}
