import type { Address, Hash, Hex } from 'viem'
import { ensureSmartAccount } from './ensureSmartAccount.js'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'
import { walletClientOf } from './smartAccountClients.js'

/** The call the smart account makes, as an app's `eth_sendTransaction` describes it. */
export interface SmartAccountCall {
  to: Address
  /** Wei from the account's balance; 0 by default. */
  value?: bigint
  data?: Hex
  /** The app's gas limit for the call itself; the owner's transaction adds what `execute` costs. */
  gas?: bigint
}

// What wrapping a call in `execute` adds to its gas: the ABI-encoded calldata, the owner check,
// the CALL (cold account, value transfer) and copying its return data. The app's own limit already
// counts a transaction's 21000 that the inner call does not pay, so this is generous.
const executeOverhead = 50_000n

/**
 * Sends `call` from the smart account of `ownerKey`: deploys the account first when it has no code
 * yet (`ensureSmartAccount`), then the owner sends `execute(to, value, data)` to it, paying only
 * the gas. On chain the call's sender is the account, and `value` leaves the account's balance.
 * Resolves with the owner's transaction hash once the chain accepted it (as `eth_sendTransaction`
 * does); a call that would revert rejects before anything is sent (gas estimation), unless `gas`
 * is given. Contract creation is not possible through the account (`execute` only calls).
 * @example
 * const hash = await sendFromSmartAccount(rpcUrl, factory, ownerKey, { to, value: parseEther('1') })
 */
export async function sendFromSmartAccount(
  rpcUrl: string,
  factory: Address,
  ownerKey: Hex,
  call: SmartAccountCall,
): Promise<Hash> {
  const { address } = await ensureSmartAccount(rpcUrl, factory, ownerKey)
  const wallet = await walletClientOf(rpcUrl, ownerKey)
  return wallet.writeContract({
    address,
    abi: sandboxAccountArtifact.account.abi,
    functionName: 'execute',
    args: [call.to, call.value ?? 0n, call.data ?? '0x'],
    // The call gets at most 63/64 of the gas left when it is made (EIP-150).
    gas: call.gas === undefined ? undefined : call.gas + call.gas / 63n + executeOverhead,
  })
}
