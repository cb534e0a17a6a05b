import { toBaseError } from '../../../kernel.js'
import type { WalletConnectSessionSide } from '../../ChainAdapter.js'
import type { BitcoinNaming } from '../BitcoinNaming.js'
import type { BitcoinProvider } from '../BitcoinProvider.js'
import { readBase64, readTxid } from '../bitcoinAnswer.js'
import { bitcoinWalletError } from '../bitcoinWalletError.js'
import {
  checkAddress,
  checkPsbt,
  checkSatsAmount,
  checkSignInputs,
} from '../checkBitcoinParameters.js'
import { readBitcoinAccounts } from '../readBitcoinAccounts.js'

/** Taproot inputs sign with SIGHASH_DEFAULT (0), others with SIGHASH_ALL (1), unless told. */
const taproot = /^(?:bc|tb|bcrt)1p/i

/**
 * A `BitcoinProvider` over WalletConnect's bip122 requests, each with `account` (the session's
 * address in this namespace) on the session's chain (`connection().caipNetworkId`):
 * `getAccountAddresses` `{ account, intentions }`, `signMessage` `{ account, address, message,
 * protocol }`, `sendTransfer` `{ account, recipientAddress, amount }` (satoshis, a decimal
 * string) and `signPsbt` `{ account, psbt, signInputs: [{ address, index, sighashTypes }],
 * broadcast }`. A method the wallet did not approve fails at once (UNSUPPORTED_METHOD, 4200),
 * arguments are checked before the request (-32602) and answers after (-32603); a rejection
 * (4001, 5000) is a `UserRejectedRequestError`.
 * @example const txid = await createWalletConnectBitcoinProvider(session, naming).sendTransfer({ recipient, amount: '15000' })
 */
export function createWalletConnectBitcoinProvider(
  session: WalletConnectSessionSide,
  naming: BitcoinNaming,
): BitcoinProvider {
  function connected() {
    const connection = session.connection()
    if (!connection) throw bitcoinWalletError(4100, 'No Bitcoin account is connected.')
    return connection
  }
  async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    const { address, caipNetworkId } = connected()
    if (!session.approves(method)) {
      throw bitcoinWalletError(
        4200,
        `The wallet did not approve ${method} on Bitcoin in this WalletConnect session.`,
      )
    }
    try {
      return await session.request(
        { method, params: { account: address, ...params } },
        caipNetworkId,
      )
    } catch (error) {
      throw toBaseError(error)
    }
  }
  return {
    async getAccountAddresses() {
      const answer = await call('getAccountAddresses', { intentions: ['payment', 'ordinal'] })
      if (!Array.isArray(answer)) {
        throw bitcoinWalletError(-32603, 'The wallet answered getAccountAddresses without a list.')
      }
      return readBitcoinAccounts(answer, naming.isAddress)
    },
    async signMessage({ message, address, protocol }) {
      if (typeof message !== 'string') {
        throw bitcoinWalletError(-32602, 'The message to sign is not text.')
      }
      if (protocol !== undefined && protocol !== 'bip322' && protocol !== 'ecdsa') {
        throw bitcoinWalletError(-32602, 'The protocol is neither bip322 nor ecdsa.')
      }
      const signer =
        address === undefined ? connected().address : checkAddress('address', address, naming)
      const answer = await call('signMessage', {
        address: signer,
        message,
        protocol: protocol ?? 'bip322',
      })
      return readBase64(answer, 'signature')
    },
    async sendTransfer({ recipient, amount }) {
      const recipientAddress = checkAddress('recipient', recipient, naming)
      const sats = checkSatsAmount(amount)
      return readTxid(await call('sendTransfer', { recipientAddress, amount: sats.toString() }))
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const inputs = checkSignInputs(signInputs, naming).map(
        ({ address, index, sighashTypes }) => ({
          address,
          index,
          sighashTypes: sighashTypes ? [...sighashTypes] : [taproot.test(address) ? 0 : 1],
        }),
      )
      const answer = await call('signPsbt', {
        psbt: checkPsbt(psbt),
        signInputs: inputs,
        broadcast: broadcast === true,
      })
      const signed = readBase64(answer, 'psbt')
      return broadcast === true ? { psbt: signed, txid: readTxid(answer) } : { psbt: signed }
    },
  }
}
