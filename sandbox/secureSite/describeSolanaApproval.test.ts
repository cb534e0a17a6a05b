import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeSolanaApproval, readableMessage } from './describeSolanaApproval.js'

const network = 'solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX'
const payer = Keypair.generate().publicKey
const receiver = Keypair.generate().publicKey
const blockhash = '11111111111111111111111111111111'

function transaction(instructions: TransactionMessage['instructions'], legacy = true) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions,
  })
  return new VersionedTransaction(
    legacy ? message.compileToLegacyMessage() : message.compileToV0Message(),
  )
}

const transfer = (lamports: number) =>
  SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports })
const memo = {
  programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
  keys: [],
  data: Buffer.from('hi'),
}

describe('the approval screen text of Solana requests', () => {
  it.each([
    ['gm, Solana', 'gm, Solana'],
    ['two\nlines\tand a tab', 'two\nlines\tand a tab'],
    ['', ''],
  ])('shows the text message %j as it is', (text, shown) => {
    expect(readableMessage(new TextEncoder().encode(text))).toBe(shown)
  })

  it.each([
    [[0xff, 0x00], '0xff00'],
    [[0x68, 0x00, 0x69], '0x680069'],
    [[0x1b, 0x5b, 0x32, 0x4a], '0x1b5b324a'],
  ])('shows the bytes %j, which are no clean text, as hex %j', (bytes, shown) => {
    expect(readableMessage(Uint8Array.from(bytes))).toBe(shown)
  })

  it('describes a message with its network', () => {
    expect(
      describeSolanaApproval({
        method: 'solana_signMessage',
        network,
        message: new TextEncoder().encode('Log in to Shop'),
      }),
    ).toEqual({
      title: 'Sign message',
      rows: [
        { label: 'Network', value: network },
        { label: 'Message', value: 'Log in to Shop', block: true },
      ],
    })
  })

  it('describes a transfer to sign: fee payer, instructions and the SOL sent', () => {
    expect(
      describeSolanaApproval({
        method: 'solana_signTransaction',
        network,
        transaction: transaction([transfer(LAMPORTS_PER_SOL / 4), memo]),
      }),
    ).toEqual({
      title: 'Sign transaction',
      rows: [
        { label: 'Network', value: network },
        { label: 'Fee payer', value: payer.toBase58() },
        { label: 'Instructions', value: '2' },
        { label: 'Transfer', value: `0.25 SOL to ${receiver.toBase58()}` },
      ],
    })
  })

  it("names a v0 transaction to send 'Send transaction'", () => {
    const { title, rows } = describeSolanaApproval({
      method: 'solana_signAndSendTransaction',
      network,
      transaction: transaction([transfer(1_500_000_000)], false),
    })
    expect(title).toBe('Send transaction')
    expect(rows).toContainEqual({ label: 'Transfer', value: `1.5 SOL to ${receiver.toBase58()}` })
  })

  it('numbers the transactions of a batch', () => {
    const { title, rows } = describeSolanaApproval({
      method: 'solana_signAllTransactions',
      network,
      transactions: [transaction([memo]), transaction([transfer(1), memo, memo])],
    })
    expect(title).toBe('Sign transactions (2)')
    expect(rows).toEqual([
      { label: 'Network', value: network },
      { label: 'Fee payer (1)', value: payer.toBase58() },
      { label: 'Instructions (1)', value: '1' },
      { label: 'Fee payer (2)', value: payer.toBase58() },
      { label: 'Instructions (2)', value: '3' },
      { label: 'Transfer (2)', value: `0.000000001 SOL to ${receiver.toBase58()}` },
    ])
  })
})
