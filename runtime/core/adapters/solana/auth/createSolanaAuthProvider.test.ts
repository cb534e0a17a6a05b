import { PublicKey } from '@solana/web3.js'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { answerSolanaRpc } from '../../../../../sandbox/secureSite/answerSolanaRpc.js'
import { solanaUserKey } from '../../../../../sandbox/secureSite/solanaUserKey.js'
import { AuthRpcError } from '../../../auth/AuthRpcError.js'
import { signedBy, transferredLamports, unsignedTransfer } from '../../fixtures/solanaTransfers.js'
import { createSolanaAuthProvider } from './createSolanaAuthProvider.js'

// The embedded wallet's Solana provider, its approvals answered by the sandbox secure site's own
// Solana RPC (the code behind the frame's Approve): what it asks, and what it makes of the answer.
const chain = 'solana:localnet'
const user = { privateKey: generatePrivateKey() }
const own = solanaUserKey(user.privateKey)
const payer = new PublicKey(own.address)

const transfer = (lamports: number) => unsignedTransfer(payer, lamports)

/** Approves as the user pressing Approve would: the secure site signs with the user's key. */
async function approvedBySite(method: string, params: Record<string, unknown>) {
  const answer = await answerSolanaRpc({
    solana: { rpcUrl: 'http://127.0.0.1:1', caipNetworkId: chain },
    user,
    request: { chainId: chain, method, params },
  })
  if (!('result' in answer.body)) throw new AuthRpcError(answer.body.message, answer.body.code)
  return answer.body.result
}

function provider(
  approve = vi.fn(approvedBySite),
  publicKey: () => string | undefined = () => own.address,
) {
  return createSolanaAuthProvider({ publicKey, chain: () => chain, approve })
}

describe('createSolanaAuthProvider: signAllTransactions', () => {
  it("signs every transaction with the user's key, in order, through one approval", async () => {
    const approve = vi.fn(approvedBySite)
    const signed = await provider(approve).signAllTransactions([
      transfer(1_000),
      transfer(2_000).serialize({ requireAllSignatures: false }),
    ])
    expect(approve).toHaveBeenCalledOnce()
    expect(approve.mock.calls[0]?.[0]).toBe('solana_signAllTransactions')
    expect(signed.map(transferredLamports)).toEqual([1_000, 2_000])
    expect(signed.map((bytes) => signedBy(bytes, payer))).toEqual([true, true])
  })

  it("rejects with the approval's error when the user rejects, and returns nothing", async () => {
    const approve = vi.fn(async () => {
      throw new AuthRpcError('User rejected the request', 4001)
    })
    await expect(provider(approve).signAllTransactions([transfer(1)])).rejects.toMatchObject({
      rpcCode: 4001,
      message: 'User rejected the request',
    })
  })

  it('answers an empty list with an empty list, without an approval', async () => {
    const approve = vi.fn(approvedBySite)
    expect(await provider(approve).signAllTransactions([])).toEqual([])
    expect(approve).not.toHaveBeenCalled()
  })

  it('refuses with 4100 before any approval when no Solana account is logged in', async () => {
    const approve = vi.fn(approvedBySite)
    await expect(
      provider(approve, () => undefined).signAllTransactions([transfer(1)]),
    ).rejects.toMatchObject({ code: 4100, message: 'No Solana account is connected.' })
    expect(approve).not.toHaveBeenCalled()
  })

  it.each([
    ['no list', {}, 'The embedded wallet did not answer 2 transactions.'],
    [
      'one for two',
      { transactions: ['AQI='] },
      'The embedded wallet did not answer 2 transactions.',
    ],
    [
      'a number',
      { transactions: ['AQI=', 7] },
      'The embedded wallet answered without a transaction.',
    ],
    [
      'not base64',
      { transactions: ['AQI=', '%%'] },
      "The embedded wallet's transaction is not base64.",
    ],
  ])('fails with -32603 on an answer with %s', async (_, answer, message) => {
    const approve = vi.fn(async () => answer)
    await expect(
      provider(approve).signAllTransactions([transfer(1), transfer(2)]),
    ).rejects.toMatchObject({ name: 'AuthRpcError', code: -32603, message })
  })
})
