import { ProviderRpcError } from '../../kernel.js'
import type { BitcoinNaming } from './BitcoinNaming.js'
import type { BitcoinAccountAddress, BitcoinProvider } from './BitcoinProvider.js'
import { fieldOf, readBase64, readTxid } from './bitcoinAnswer.js'
import { bitcoinWalletError } from './bitcoinWalletError.js'
import {
  checkAddress,
  checkPsbt,
  checkSatsAmount,
  checkSignInputs,
} from './checkBitcoinParameters.js'
import { readBitcoinAccounts } from './readBitcoinAccounts.js'
import { requestWbip004, type Wbip004Provider } from './requestWbip004.js'
import { signInputsByAddress } from './signInputsByAddress.js'

export interface Wbip004ProviderOptions {
  /** The page's provider, the exact object its `btc_providers` entry pointed to. */
  provider: Wbip004Provider
  /** The adapter's address form. */
  naming: BitcoinNaming
  /** The connected accounts, the one the kit uses first; none when not connected. */
  accounts(): readonly BitcoinAccountAddress[]
}

/** WBIP004's protocol names, by the `BitcoinProvider`'s. */
const protocols = new Map<unknown, string>([
  ['bip322', 'BIP322'],
  ['ecdsa', 'ECDSA'],
])

/**
 * The app-facing `BitcoinProvider` of a WBIP004 wallet: `getAccountAddresses` through
 * `wallet_getAccount` (no prompt; the accounts shared at connect when the wallet lacks it),
 * `signMessage` (BIP-322 by default, `ecdsa` for the legacy form; the connected account's
 * address unless another is given), `sendTransfer` (the wallet picks the UTXOs and fee) and
 * `signPsbt`. Arguments are checked before any prompt (RPC_INVALID_PARAMS, -32602) and answers
 * after (RPC_INTERNAL_ERROR, -32603); a rejection has `rpcCode` 4001.
 * @example const txid = await createWbip004Provider({ provider, naming, accounts }).sendTransfer({ recipient, amount: '15000' })
 */
export function createWbip004Provider(options: Wbip004ProviderOptions): BitcoinProvider {
  const { provider, naming } = options
  function connected(): BitcoinAccountAddress {
    const account = options.accounts()[0]
    if (!account) throw bitcoinWalletError(4100, 'No Bitcoin account is connected.')
    return account
  }
  return {
    async getAccountAddresses() {
      connected()
      try {
        const result = await requestWbip004(provider, 'wallet_getAccount')
        return readBitcoinAccounts(fieldOf(result, 'addresses'), naming.isAddress)
      } catch (error) {
        // Wallets from before `wallet_getAccount`: the accounts they shared when connecting.
        if (error instanceof ProviderRpcError && error.rpcCode === -32601) {
          return options.accounts().map((account) => ({ ...account }))
        }
        throw error
      }
    },
    async signMessage({ message, address, protocol }) {
      if (typeof message !== 'string') {
        throw bitcoinWalletError(-32602, 'The message to sign is not text.')
      }
      const name = protocols.get(protocol ?? 'bip322')
      if (!name) throw bitcoinWalletError(-32602, 'The protocol is neither bip322 nor ecdsa.')
      const signer =
        address === undefined ? connected().address : checkAddress('address', address, naming)
      const result = await requestWbip004(provider, 'signMessage', {
        address: signer,
        message,
        protocol: name,
      })
      return readBase64(result, 'signature')
    },
    async sendTransfer({ recipient, amount }) {
      const address = checkAddress('recipient', recipient, naming)
      const sats = checkSatsAmount(amount)
      connected()
      const result = await requestWbip004(provider, 'sendTransfer', {
        recipients: [{ address, amount: Number(sats) }],
      })
      return readTxid(result)
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const inputs = checkSignInputs(signInputs, naming)
      connected()
      const result = await requestWbip004(provider, 'signPsbt', {
        psbt: checkPsbt(psbt),
        signInputs: signInputsByAddress(inputs),
        broadcast: broadcast === true,
      })
      const signed = readBase64(result, 'psbt')
      return broadcast === true ? { psbt: signed, txid: readTxid(result) } : { psbt: signed }
    },
  }
}
