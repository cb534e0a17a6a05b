import { forwardRpc } from '../devWallet/forwardRpc.js'
import type { OnrampSender } from './createEvmSender.js'
import { createSerialQueue } from './createSerialQueue.js'
import type { OnrampNetwork, OnrampOrder } from './onrampTypes.js'

type SolanaNetwork = Extract<OnrampNetwork, { namespace: 'solana' }>

/** The most the local validator airdrops at once: 1000 SOL. */
const airdropLamports = 1_000_000_000_000
// What a transfer's fee may take on top of the amount, so a top-up comes before it is short.
const feeMarginLamports = 10_000_000n
const confirmTimeoutMs = 30_000

/**
 * The hot wallet `secretKey` (64 bytes) on Solana Localnet: sends SOL with a system transfer and
 * waits until it is confirmed. `fund()` airdrops it 1000 SOL (the validator's most); a delivery
 * it could not pay tops it up the same way first. `@solana/web3.js` is loaded on first use.
 * @example
 * const sender = createSolanaSender(network, onrampSolanaKey('sandboxpay'))
 * await sender.fund()
 * const signature = await sender.send(order)
 */
export function createSolanaSender(
  network: SolanaNetwork,
  secretKey: Uint8Array,
  address: string,
): OnrampSender & { fund(): Promise<void> } {
  const enqueue = createSerialQueue()
  const airdrop = async () => {
    await forwardRpc(network.rpcUrl, 'requestAirdrop', [address, airdropLamports], {
      timeoutMs: 10_000,
    })
  }
  const send = async (order: OnrampOrder) => {
    if (order.purchaseCurrency !== 'SOL') {
      throw new Error(`${order.purchaseCurrency} is not delivered on ${network.caipNetworkId}`)
    }
    const web3 = await import('@solana/web3.js')
    const connection = new web3.Connection(network.rpcUrl, {
      commitment: 'confirmed',
      confirmTransactionInitialTimeout: confirmTimeoutMs,
      disableRetryOnRateLimit: true,
    })
    const payer = web3.Keypair.fromSecretKey(secretKey)
    const held = BigInt(await connection.getBalance(payer.publicKey))
    if (held < order.purchaseUnits + feeMarginLamports) await airdrop()
    const transaction = new web3.Transaction().add(
      web3.SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: new web3.PublicKey(order.destination),
        lamports: order.purchaseUnits,
      }),
    )
    return web3.sendAndConfirmTransaction(connection, transaction, [payer], {
      commitment: 'confirmed',
    })
  }
  return {
    address,
    fund: () => enqueue(airdrop),
    send: (order) => enqueue(() => send(order)),
  }
}
