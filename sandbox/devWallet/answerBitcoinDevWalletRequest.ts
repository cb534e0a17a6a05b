import {
  type BitcoinSigningContext,
  sendTransfer,
  signMessage,
  signPsbt,
} from './bitcoinDevWalletSigning.js'
import type { BitcoinAccount, BitcoinKey } from './bitcoinKeys.js'
import { paramsObject as fields } from './bitcoinRequestParams.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** What the WBIP004 methods need from the wallet around them. */
export interface BitcoinDevWalletContext extends BitcoinSigningContext {
  /** The active account and its index (`control.switchAccount`). */
  account(): { index: number; keys: BitcoinAccount }
  /** Whether this site may see the accounts (it approved getAccounts, remembered across reloads). */
  connected(): boolean
  /** Asks to connect (prompt lines given) unless connected; then remembers the site. */
  connect(lines: readonly string[]): Promise<void>
  /** Forgets the site, telling it with 'disconnect'. */
  renounce(): void
  /**
   * Runs spends (transfers, broadcast PSBTs) one after another: each plans from the UTXOs the
   * previous one left (its change included), so two sends at once never pick the same outputs.
   */
  serial<T>(run: () => Promise<T>): Promise<T>
}

type Purpose = 'payment' | 'ordinals'

/**
 * One address as WBIP004's getAccounts lists it (purpose `ordinals`, plural, as sats-connect names it).
 * @example listed(account.ordinal) // { address: 'bcrt1p...', publicKey: '..', purpose: 'ordinals', addressType: 'p2tr' }
 */
export function listed(key: BitcoinKey) {
  const purpose: Purpose = key.purpose === 'payment' ? 'payment' : 'ordinals'
  return { address: key.address, publicKey: key.publicKey, purpose, addressType: key.addressType }
}

function purposesOf(value: unknown): Purpose[] {
  if (value === undefined) return ['payment', 'ordinals']
  const valid = (each: unknown): each is Purpose => each === 'payment' || each === 'ordinals'
  if (!Array.isArray(value) || value.length === 0 || !value.every(valid)) {
    throw new ProviderRpcError(
      -32602,
      `purposes must list 'payment' and/or 'ordinals', got ${JSON.stringify(value)}.`,
    )
  }
  return [...new Set(value)]
}

function requireConnected(context: BitcoinDevWalletContext): BitcoinAccount {
  if (!context.connected()) {
    throw new ProviderRpcError(-32002, 'Access denied: connect this site first (getAccounts).')
  }
  return context.account().keys
}

/**
 * Answers one WBIP004 request of the Sandbox Wallet's Bitcoin side (sats-connect's methods):
 * getAccounts (prompts, then grants the site), wallet_getAccount, wallet_renouncePermissions,
 * signMessage (BIP-322 by default, ECDSA on the payment address), sendTransfer (paid by the
 * payment address, broadcast to the ledger) and signPsbt. Failures are `ProviderRpcError`s with
 * sats-connect's codes (-32000 rejected, -32002 access denied, -32601 unknown, -32602 bad params).
 * @example
 * await answerBitcoinDevWalletRequest('getAccounts', { purposes: ['payment'] }, context)
 * // [{ address: 'bcrt1q...', publicKey: '02..', purpose: 'payment', addressType: 'p2wpkh' }]
 */
export async function answerBitcoinDevWalletRequest(
  method: string,
  params: unknown,
  context: BitcoinDevWalletContext,
): Promise<unknown> {
  switch (method) {
    case 'getAccounts': {
      const { purposes, message } = params === undefined ? {} : fields(params)
      const asked = purposesOf(purposes)
      const { keys } = context.account()
      const byPurpose = { payment: keys.payment, ordinals: keys.ordinal }
      await context.connect([
        ...asked.map(
          (purpose) =>
            `${purpose === 'payment' ? 'Payment' : 'Ordinals'} address ${byPurpose[purpose].address}`,
        ),
        ...(typeof message === 'string' && message !== '' ? [message] : []),
      ])
      const { keys: current } = context.account()
      return asked.map((purpose) =>
        listed(purpose === 'payment' ? current.payment : current.ordinal),
      )
    }
    case 'wallet_getAccount': {
      const account = requireConnected(context)
      return {
        id: `sandbox-bitcoin-${context.account().index}`,
        addresses: [listed(account.payment), listed(account.ordinal)],
        walletType: 'software',
      }
    }
    case 'wallet_renouncePermissions':
      context.renounce()
      return null
    case 'signMessage':
      return signMessage(params, context, requireConnected(context))
    case 'sendTransfer':
      return context.serial(() => sendTransfer(params, context, requireConnected(context)))
    case 'signPsbt':
      return context.serial(() => signPsbt(params, context, requireConnected(context)))
    default:
      throw new ProviderRpcError(
        -32601,
        `The Sandbox Wallet does not support the Bitcoin method ${method}.`,
      )
  }
}
