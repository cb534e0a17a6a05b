import { useState } from 'react'
import {
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
} from './appkit.generated'
import { BitcoinActions } from './BitcoinActions'
import { SolanaActions } from './SolanaActions'

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const message = 'Hello from the appkit example'
/** 0.001 ETH in wei, as the hex quantity JSON-RPC expects. */
const oneThousandthEth = `0x${(10n ** 15n).toString(16)}`

function toHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

export interface WalletActionsProps {
  /** Called when the wallet returned a send's hash, for the page to read its balances again. */
  onSent?: () => void
}

/**
 * The actions of the network on show: Solana's, Bitcoin's, or the EVM wallet's sign and send.
 * @example <WalletActions onSent={() => setSends((count) => count + 1)} />
 */
export function WalletActions({ onSent }: WalletActionsProps) {
  const { caipNetwork } = useAppKitNetwork()
  if (caipNetwork?.chainNamespace === 'solana') return <SolanaActions />
  if (caipNetwork?.chainNamespace === 'bip122') return <BitcoinActions />
  return <EvmActions onSent={onSent} />
}

/** Asks the connected EVM wallet, whichever way it is connected, to sign and to send. */
function EvmActions({ onSent }: WalletActionsProps) {
  const { address, isConnected } = useAppKitAccount({ namespace: 'eip155' })
  const { walletProvider, walletProviderType } = useAppKitProvider<Eip1193>('eip155')
  const { open } = useAppKit()
  const [result, setResult] = useState<{ label: string; value: string } | undefined>()
  if (!isConnected || !address || !walletProvider) return null

  async function run(label: string, request: { method: string; params: unknown[] }) {
    setResult(undefined)
    try {
      setResult({ label, value: String(await walletProvider?.request(request)) })
      // The sandbox's chains mine a transaction as it is sent, so the hash means it is in. On a
      // live chain wait for the receipt first (the wagmi panel's useWaitForTransactionReceipt).
      if (request.method === 'eth_sendTransaction') onSent?.()
    } catch (error) {
      setResult({ label: 'error', value: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <section className="actions">
      <button
        type="button"
        onClick={() =>
          run('signature', { method: 'personal_sign', params: [toHex(message), address] })
        }
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={() =>
          run('tx-hash', {
            method: 'eth_sendTransaction',
            params: [{ from: address, to: address, value: oneThousandthEth }],
          })
        }
      >
        Send 0.001 ETH to self
      </button>
      <button
        type="button"
        // The Swap view with its form filled in (any of the three may be left out).
        onClick={() =>
          open({ view: 'Swap', data: { fromToken: 'ETH', toToken: 'SUSD', amount: '0.01' } })
        }
      >
        Swap 0.01 ETH to SUSD
      </button>
      <button type="button" onClick={() => open({ view: 'Buy' })}>
        Buy crypto
      </button>
      {walletProviderType === 'auth' ? (
        // The embedded wallet refuses methods outside its lists: the modal says 'Action not allowed'.
        <button
          type="button"
          onClick={() =>
            run('signature', { method: 'eth_sign', params: [address, toHex(message)] })
          }
        >
          Try eth_sign (refused by the email wallet)
        </button>
      ) : null}
      {result ? (
        <output data-testid={result.label} data-message={message}>
          {result.value}
        </output>
      ) : null}
    </section>
  )
}
