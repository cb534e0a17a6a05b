import { describe, expect, it } from 'vitest'
import {
  accountRpcMethods,
  approvalRpcMethods,
  isSolanaChainId,
  parseChainId,
  rpcMethodKind,
  safeRpcMethods,
} from './rpcMethods.js'

describe('the secure site RPC methods', () => {
  it.each([
    ['eth_getBalance', 'safe'],
    ['eth_sendRawTransaction', 'safe'],
    ['net_version', 'safe'],
    ['personal_sign', 'approval'],
    ['eth_signTypedData_v4', 'approval'],
    ['eth_sendTransaction', 'approval'],
    // The session's own account (its key's or its smart account), never the node's.
    ['eth_accounts', 'account'],
    ['eth_requestAccounts', 'account'],
    // Blind signing and the node's own accounts are never reachable through the frame.
    ['eth_sign', 'refused'],
    ['eth_signTransaction', 'refused'],
    ['eth_signTypedData', 'refused'],
    ['personal_ecRecover', 'refused'],
    ['anvil_setBalance', 'refused'],
    ['wallet_addEthereumChain', 'refused'],
    ['toString', 'refused'],
    ['__proto__', 'refused'],
    [42, 'refused'],
    [undefined, 'refused'],
  ])('treats %s as %s', (method, kind) => {
    expect(rpcMethodKind(method)).toBe(kind)
  })

  it.each([
    ['solana_signMessage', 'approval'],
    ['solana_signTransaction', 'approval'],
    ['solana_signAllTransactions', 'approval'],
    ['solana_signAndSendTransaction', 'approval'],
    // Nothing passes through on Solana, and the EVM lists do not apply to it.
    ['solana_getAccounts', 'refused'],
    ['solana_signIn', 'refused'],
    ['eth_getBalance', 'refused'],
    ['personal_sign', 'refused'],
  ])('treats the Solana method %s as %s', (method, kind) => {
    expect(rpcMethodKind(method, 'solana')).toBe(kind)
  })

  it('refuses the Solana methods outside the solana namespace', () => {
    expect(rpcMethodKind('solana_signMessage')).toBe('refused')
    expect(rpcMethodKind('solana_signMessage', 'eip155')).toBe('refused')
  })

  it.each([
    ['solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
    ['solana:', false],
    ['solana:a b', false],
    ['eip155:1', false],
    [31337, false],
    ['ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX', false],
  ])('reads %j as a Solana chain id: %j', (value, solana) => {
    expect(isSolanaChainId(value)).toBe(solana)
  })

  it('keeps the lists apart', () => {
    const lists = [safeRpcMethods, accountRpcMethods, approvalRpcMethods]
    for (const [index, list] of lists.entries()) {
      const others = lists.filter((_, other) => other !== index)
      expect([...list].filter((method) => others.some((each) => each.has(method)))).toEqual([])
    }
  })

  it.each([
    [31337, 31337],
    ['31337', 31337],
    ['0x7a69', 31337],
    ['eip155:31337', 31337],
    [0, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['', undefined],
    ['031337', undefined],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', undefined],
    ['1e3', undefined],
    [null, undefined],
  ])('reads the chain id %j as %j', (value, id) => {
    expect(parseChainId(value)).toBe(id)
  })
})
