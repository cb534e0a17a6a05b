import { hexToNumber, isAddressEqual, isHex, type LocalAccount, numberToHex } from 'viem'
import { ProviderRpcError } from '../devWallet/ProviderRpcError.js'
import {
  sendWithAccount,
  signPersonal,
  signTypedDataV4,
  type TransactionParams,
} from '../devWallet/signWithAccount.js'

/** What request answers need from the wallet around them. */
export interface WcRequestContext {
  account: LocalAccount
  /** chain id -> RPC URL of every chain the wallet has. */
  chains: ReadonlyMap<number, string>
  /** Makes `chainId` the session's chain and tells the dapp (`chainChanged`). */
  switchChain(chainId: number): Promise<void>
}

/** Methods a person would confirm in a real wallet: the ones `rejectRequests` refuses. */
export const promptedMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'signMessage',
  'sendTransfer',
  'signPsbt',
])

function list(params: unknown): unknown[] {
  if (!Array.isArray(params)) throw new ProviderRpcError(-32602, 'Expected a list of params.')
  return params
}

function ours(account: LocalAccount, value: unknown): boolean {
  return typeof value === 'string' && isHex(value) && value.length === 42
    ? isAddressEqual(value, account.address)
    : false
}

function refuseOtherAccount(account: LocalAccount, value: unknown): void {
  if (value !== undefined && !ours(account, value)) {
    throw new ProviderRpcError(4100, `The sandbox wallet holds ${account.address} only.`)
  }
}

/**
 * Answers one WalletConnect session request as the sandbox wallet: accounts and chain id,
 * `personal_sign` and typed data signed with the local key, `eth_sendTransaction` signed locally
 * and sent to the chain's RPC, `wallet_switchEthereumChain` among the wallet's chains (4902
 * otherwise, so dapps offer to add the chain). Anything else is 4200; failures are
 * `ProviderRpcError`s with the EIP-1193 code.
 * @example
 * await answerWcRequest('personal_sign', ['0x68656c6c6f', address], 31337, context) // '0x...'
 */
export async function answerWcRequest(
  method: string,
  params: unknown,
  chainId: number,
  context: WcRequestContext,
): Promise<unknown> {
  const { account } = context
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return numberToHex(chainId)
    case 'personal_sign': {
      // The spec order is [message, address]; some dapps swap them.
      const [first, second] = list(params)
      const [message, address] = ours(account, first) ? [second, first] : [first, second]
      refuseOtherAccount(account, address)
      if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'Expected a message.')
      return signPersonal(account, message)
    }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4': {
      const [address, typedData] = list(params)
      refuseOtherAccount(account, address)
      return signTypedDataV4(account, typedData)
    }
    case 'eth_sendTransaction': {
      const [transaction] = list(params) as [TransactionParams | undefined]
      if (typeof transaction !== 'object' || transaction === null) {
        throw new ProviderRpcError(-32602, 'Expected [transaction].')
      }
      refuseOtherAccount(account, transaction.from)
      const rpcUrl = context.chains.get(chainId)
      if (!rpcUrl) throw new ProviderRpcError(4901, `The sandbox wallet has no chain ${chainId}.`)
      return sendWithAccount(account, { chainId, rpcUrl }, transaction)
    }
    case 'wallet_switchEthereumChain': {
      const [target] = list(params) as [{ chainId?: unknown } | undefined]
      const hex = target?.chainId
      if (typeof hex !== 'string' || !isHex(hex)) {
        throw new ProviderRpcError(-32602, 'Expected [{ chainId: "0x..." }].')
      }
      const id = hexToNumber(hex)
      if (!context.chains.has(id)) {
        throw new ProviderRpcError(4902, `Unrecognized chain ID ${hex}. Add it first.`)
      }
      await context.switchChain(id)
      return null
    }
    default:
      throw new ProviderRpcError(4200, `The sandbox wallet does not support ${method}.`)
  }
}
