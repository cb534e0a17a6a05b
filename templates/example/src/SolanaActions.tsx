import type { SolanaProvider } from 'appkit'
import { useState } from 'react'
import { useAppKitAccount, useAppKitProvider } from './appkit.generated'

const message = 'Hello from the appkit example'

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Asks the connected Solana browser wallet to sign a message (an ed25519 signature). */
export function SolanaActions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
  const [result, setResult] = useState<{ label: string; value: string } | undefined>()
  if (!isConnected || !address || typeof walletProvider?.signMessage !== 'function') return null

  async function sign() {
    setResult(undefined)
    try {
      const signature = await walletProvider?.signMessage(new TextEncoder().encode(message))
      setResult({ label: 'signature', value: signature ? toHex(signature) : '' })
    } catch (error) {
      setResult({ label: 'error', value: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <section className="actions">
      <button type="button" onClick={() => void sign()}>
        Sign message with Solana
      </button>
      {result ? (
        <output data-testid={`solana-${result.label}`} data-message={message}>
          {result.value}
        </output>
      ) : null}
    </section>
  )
}
