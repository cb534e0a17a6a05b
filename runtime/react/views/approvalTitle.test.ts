import { describe, expect, it } from 'vitest'
import { approvalTitle } from './approvalTitle.js'

describe('the ApproveTransaction header', () => {
  it.each([
    ['personal_sign', 'Sign Message'],
    ['solana_signMessage', 'Sign Message'],
    ['eth_signTypedData_v4', 'Sign Typed Data'],
    ['solana_signTransaction', 'Sign Transaction'],
    ['solana_signAllTransactions', 'Sign Transaction'],
    ['eth_sendTransaction', 'Approve Transaction'],
    ['solana_signAndSendTransaction', 'Approve Transaction'],
    // Not a method name: an inherited property is no title either.
    ['toString', 'Approve Transaction'],
    [undefined, 'Approve Transaction'],
  ])('names %s "%s"', (method, title) => {
    expect(approvalTitle(method)).toBe(title)
  })
})
