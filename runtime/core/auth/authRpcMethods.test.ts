import { describe, expect, it } from 'vitest'
import { authRpcKind } from './authRpcMethods.js'

describe('authRpcKind', () => {
  it.each(['eth_getBalance', 'eth_call', 'eth_sendRawTransaction', 'eth_chainId'])(
    'sends %s straight to the secure frame (safe)',
    (method) => {
      expect(authRpcKind(method)).toBe('safe')
    },
  )

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ])('asks the user to approve %s (approval)', (method) => {
    expect(authRpcKind(method)).toBe('approval')
  })

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'wallet_switchEthereumChain',
    'wallet_somethingNew',
    'ETH_CALL',
    ' eth_call',
  ])('refuses %s, which the embedded wallet does not offer', (method) => {
    expect(authRpcKind(method)).toBe('refused')
  })

  it.each(['', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses %j: inherited object keys are not known methods',
    (method) => {
      expect(authRpcKind(method)).toBe('refused')
    },
  )
})
