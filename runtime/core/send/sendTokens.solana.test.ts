import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxSolanaNetwork } from '../../../sandbox/solana/sandboxSolanaNetwork.js'
import {
  type SandboxSolana,
  startSolanaValidator,
} from '../../../sandbox/solana/startSolanaValidator.js'
import type { AppKit } from '../AppKit.js'
import { startRpcStandIn } from '../rpc/fixtures/startRpcStandIn.js'
import { createSendFlow } from './createSendFlow.js'
import { estimateSendFee } from './estimateSendFee.js'
import { createTestAppKit } from './fixtures/anvilSend.js'
import { connectSolanaDevWallet, connectSolanaWcWallet } from './fixtures/solanaSend.js'
import { maxSendable } from './maxSendable.js'
import { readFreshBalance } from './readFreshBalance.js'
import type { SendToken } from './SendParameters.js'
import { sendTokens } from './sendTokens.js'
import { waitForSendConfirmation } from './waitForSendConfirmation.js'

let solana: SandboxSolana
let connection: Connection
let appKit: AppKit
const sol: SendToken = { symbol: 'SOL', quantity: { decimals: '9', numeric: '0' } }
const susd = (): SendToken => ({
  symbol: 'SUSD',
  address: `${network().caipNetworkId}:${solana.tokenMint}`,
  quantity: { decimals: '6', numeric: '0' },
})
const network = () => sandboxSolanaNetwork(solana.rpcUrl)
const poll = { intervalMs: 50, timeoutMs: 15_000 }

beforeAll(async () => {
  solana = await startSolanaValidator()
  connection = new Connection(solana.rpcUrl, 'confirmed')
  appKit = createTestAppKit()
}, 60_000)
afterAll(async () => {
  appKit?.destroy()
  await solana?.stop()
})

const address = (index: number) => solana.accounts[index]?.address ?? ''
const lamports = async (owner: string) => BigInt(await connection.getBalance(new PublicKey(owner)))
async function units(owner: string): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(
    new PublicKey(solana.tokenMint),
    new PublicKey(owner),
    true,
  )
  if (!(await connection.getAccountInfo(account))) return 0n
  return BigInt((await connection.getTokenAccountBalance(account)).value.amount)
}

describe('sendTokens on the local Solana validator', () => {
  it('sends SOL through the Sandbox Wallet: exact amounts, the estimated fee paid', async () => {
    const wallet = await connectSolanaDevWallet(appKit, solana, 1)
    const [before, receiverBefore] = await Promise.all([
      lamports(wallet.address),
      lamports(address(2)),
    ])
    const amount = 1_234_567_890n
    const { fee } = await estimateSendFee(appKit, {
      network: network(),
      from: wallet.address,
      to: address(2),
      token: sol,
      amount,
    })
    expect(fee).toBe(5_000n)
    const { hash } = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: sol,
      amount,
      receiver: address(2),
    })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    expect(await lamports(address(2))).toBe(receiverBefore + amount)
    expect(await lamports(wallet.address)).toBe(before - amount - fee)
  })

  it('sends SUSD to an account that has no token account yet, creating it', async () => {
    const wallet = await connectSolanaDevWallet(appKit, solana, 3)
    const fresh = Keypair.generate().publicKey.toBase58()
    const before = await units(wallet.address)
    const solBefore = await lamports(wallet.address)
    const amount = 2_500_000n
    const transfer = { network: network(), from: wallet.address, to: fresh, token: susd(), amount }
    const { fee } = await estimateSendFee(appKit, transfer)
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(165))
    expect(fee).toBe(5_000n + rent)
    const { hash } = await sendTokens(appKit, { ...transfer, receiver: fresh })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    expect(await units(fresh)).toBe(amount)
    expect(await units(wallet.address)).toBe(before - amount)
    expect(await lamports(wallet.address)).toBe(solBefore - fee)
    // A second send finds the account: the idempotent create costs no rent again.
    const again = await estimateSendFee(appKit, transfer)
    expect(again.fee).toBe(5_000n)
  })

  it('reads fresh SOL and SUSD balances, 0 for an owner with no token account', async () => {
    const owner = address(4)
    await expect(
      readFreshBalance(appKit, { network: network(), address: owner, token: sol }),
    ).resolves.toBe(await lamports(owner))
    await expect(
      readFreshBalance(appKit, { network: network(), address: owner, token: susd() }),
    ).resolves.toBe(1_000_000_000n)
    const nobody = Keypair.generate().publicKey.toBase58()
    await expect(
      readFreshBalance(appKit, { network: network(), address: nobody, token: susd() }),
    ).resolves.toBe(0n)
  })

  it('sends Max SOL: everything but the fee leaves the account', async () => {
    const wallet = await connectSolanaDevWallet(appKit, solana, 5)
    const transfer = { network: network(), from: wallet.address, to: address(6), token: sol }
    const balance = await readFreshBalance(appKit, { ...transfer, address: wallet.address })
    const { fee } = await estimateSendFee(appKit, { ...transfer, amount: balance })
    const amount = maxSendable(balance, fee, true)
    const { hash } = await sendTokens(appKit, { ...transfer, amount, receiver: address(6) })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    expect(await lamports(wallet.address)).toBe(0n)
  })

  it('sends over WalletConnect with solana_signAndSendTransaction', async () => {
    const wallet = connectSolanaWcWallet(appKit, solana, 7)
    const before = await lamports(address(8))
    const { hash } = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: sol,
      amount: 1_000n,
      receiver: address(8),
    })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    expect(wallet.requests).toEqual(['solana_signAndSendTransaction'])
    expect(await lamports(address(8))).toBe(before + 1_000n)
  })

  it('falls back to solana_signTransaction and sends itself when the wallet lacks sign-and-send', async () => {
    const wallet = connectSolanaWcWallet(appKit, solana, 7, ['solana_signAndSendTransaction'])
    const before = await units(address(8))
    const { hash } = await sendTokens(appKit, {
      network: network(),
      from: wallet.address,
      token: susd(),
      amount: 1n,
      receiver: address(8),
    })
    expect(await waitForSendConfirmation(appKit, { network: network(), hash, ...poll })).toBe(
      'confirmed',
    )
    expect(wallet.requests).toEqual(['solana_signAndSendTransaction', 'solana_signTransaction'])
    expect(await units(address(8))).toBe(before + 1n)
  })

  it('turns a WalletConnect rejection into "Transaction rejected" and sends nothing', async () => {
    const signer = connectSolanaWcWallet(appKit, solana, 9)
    appKit.stores.providers.setState({
      solana: {
        type: 'walletConnect',
        provider: {
          request: async () => {
            throw { code: 5000, message: 'User rejected.' }
          },
        },
      },
    })
    const before = await lamports(signer.address)
    await expect(
      sendTokens(appKit, {
        network: network(),
        from: signer.address,
        token: sol,
        amount: 1n,
        receiver: address(8),
      }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_REJECTED' })
    expect(await lamports(signer.address)).toBe(before)
  })

  it('sends once when submitted twice', async () => {
    const wallet = connectSolanaWcWallet(appKit, solana, 9)
    const flow = createSendFlow({ send: (p) => sendTokens(appKit, p), emit: () => {} })
    const parameters = {
      network: network(),
      from: wallet.address,
      token: sol,
      amount: 10n,
      receiver: address(8),
    }
    const [first, second] = await Promise.all([flow.submit(parameters), flow.submit(parameters)])
    expect(second).toEqual(first)
    expect(wallet.requests).toEqual(['solana_signAndSendTransaction'])
  })

  it('keeps the signature when the RPC drops as the kit sends a wallet-signed transaction', async () => {
    // Everything reaches the validator but the send itself, which fails as a dropped proxy does.
    const flaky = await startRpcStandIn(({ methods }) =>
      methods.includes('sendTransaction') ? { status: 502 } : { forwardTo: solana.rpcUrl },
    )
    try {
      const wallet = connectSolanaWcWallet(appKit, solana, 9, ['solana_signAndSendTransaction'])
      const down = sandboxSolanaNetwork(flaky.url)
      const error = await sendTokens(appKit, {
        network: down,
        from: wallet.address,
        token: sol,
        amount: 1n,
        receiver: address(8),
      }).catch((caught: unknown) => caught)
      expect(error).toMatchObject({ code: 'SEND_CONFIRMATION_UNKNOWN' })
      expect((error as { hash: string }).hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
      const flow = createSendFlow({
        send: () => Promise.reject(error),
        emit: () => {},
      })
      const parameters = {
        network: down,
        from: wallet.address,
        token: sol,
        amount: 1n,
        receiver: address(8),
      }
      await expect(flow.submit(parameters)).resolves.toEqual({
        hash: (error as { hash: string }).hash,
      })
      expect(flow.getState().status).toBe('sent')
    } finally {
      await flaky.close()
    }
  })
})
