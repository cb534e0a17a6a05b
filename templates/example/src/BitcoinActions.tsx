import type { BitcoinProvider } from 'appkit'
import { useState } from 'react'
import { useAppKitAccount, useAppKitProvider } from './appkit.generated'

const message = 'Hello from the appkit example'

/** Asks the connected Bitcoin wallet to sign a message (BIP-322, base64). */
export function BitcoinActions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinProvider>('bip122')
  const [result, setResult] = useState<{ label: string; value: string } | undefined>()
  if (!isConnected || !address || typeof walletProvider?.signMessage !== 'function') return null

  async function sign() {
    setResult(undefined)
    try {
      const signature = await walletProvider?.signMessage({ message, address })
      setResult({ label: 'signature', value: signature ?? '' })
    } catch (error) {
      setResult({ label: 'error', value: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <section className="actions">
      <button type="button" onClick={() => void sign()}>
        Sign message with Bitcoin
      </button>
      {result ? (
        <output
          data-testid={`bitcoin-${result.label}`}
          data-message={message}
          data-address={address}
        >
          {result.value}
        </output>
      ) : null}
    </section>
  )
}
