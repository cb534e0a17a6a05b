import type { Hex, TypedDataDefinition } from 'viem'
import {
  personalSignAsSmartAccount,
  sendFromSmartAccount,
  typedDataSignAsSmartAccount,
} from '../smartAccount/smartAccountChain.js'
import {
  fail,
  notTheUser,
  type RpcAnswer,
  readSignableMessage,
  readTypedData,
  txQuantity,
} from './rpcAnswers.js'
import type { ActiveAccount } from './siteSmartAccounts.js'

export interface SmartAccountRpcContext {
  /** The chain's JSON-RPC URL. */
  rpcUrl: string
  /** The session's smart account (`type: 'smartAccount'`, with its factory). */
  account: ActiveAccount
  /** The user's key: it owns the account, signs for it and pays its gas. */
  ownerKey: Hex
}

/**
 * An approval method (already approved in the frame) for a session acting as its smart account:
 * - `eth_sendTransaction` (`from` the smart account, or absent): the owner sends
 *   `execute(to, value, data)` to the account, deploying it first on its first use; the call's
 *   sender on chain is the account and `value` leaves its balance; the owner pays the gas.
 *   Answers the owner's transaction hash. A transaction without `to` (contract creation) is
 *   refused: the account only calls.
 * - `personal_sign` and `eth_signTypedData_v4` for the smart account's address: the owner's
 *   signature of the hash, which the account accepts (EIP-1271), wrapped as ERC-6492 while it
 *   is not deployed.
 * Throws only what viem throws (the caller answers it).
 * @example await answerSmartAccountRpc({ rpcUrl, account, ownerKey }, 'personal_sign', ['0x6869', account.address])
 */
export async function answerSmartAccountRpc(
  context: SmartAccountRpcContext,
  method: string,
  params: unknown[],
): Promise<RpcAnswer> {
  const { rpcUrl, account, ownerKey } = context
  const factory = account.factory
  if (!factory) return fail(500, 'The smart account has no factory', -32603)
  if (method === 'personal_sign') {
    const [message, address] = params
    const refused = notTheUser(address, account.address)
    if (refused) return refused
    const read = readSignableMessage(message)
    if ('refused' in read) return read.refused
    const result = await personalSignAsSmartAccount({
      rpcUrl,
      factory,
      ownerKey,
      message: read.message,
    })
    return { status: 200, body: { result } }
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, data] = params
    const refused = notTheUser(address, account.address)
    if (refused) return refused
    const read = readTypedData(data)
    if ('refused' in read) return read.refused
    const result = await typedDataSignAsSmartAccount({
      rpcUrl,
      factory,
      ownerKey,
      // Checked by viem as it hashes, rather than by its static type.
      typedData: read.typedData as unknown as TypedDataDefinition,
    })
    return { status: 200, body: { result } }
  }
  // eth_sendTransaction
  const tx = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<
    string,
    unknown
  >
  if (tx.from !== undefined) {
    const refused = notTheUser(tx.from, account.address)
    if (refused) return refused
  }
  if (tx.to === undefined || tx.to === null)
    return fail(
      400,
      'A smart account only calls: send a contract creation from your EOA instead',
      -32602,
    )
  if (typeof tx.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(tx.to))
    return fail(400, `${String(tx.to).slice(0, 64)} is not an address`, -32602)
  const gas = txQuantity(tx.gas)
  const value = txQuantity(tx.value)
  const result = await sendFromSmartAccount(rpcUrl, factory, ownerKey, {
    to: tx.to as Hex,
    ...(value !== undefined && { value }),
    ...(typeof tx.data === 'string' && { data: tx.data as Hex }),
    ...(gas !== undefined && { gas }),
  })
  return { status: 200, body: { result } }
}
