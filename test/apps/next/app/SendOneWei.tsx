'use client'
import { useState } from 'react'
import { useAppKitAccount, useAppKitProvider } from '@/appkit.generated'

type Wallet = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

/** The app's own use of the connection: one transaction through the connected wallet. Hooks run
 * only in client components, hence its own file with 'use client'. */
export function SendOneWei() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Wallet>('eip155')
  const [hash, setHash] = useState('')
  if (!isConnected || !walletProvider) return null
  const send = async () => {
    const sent = await walletProvider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1' }],
    })
    setHash(String(sent))
  }
  return (
    <p>
      <button type="button" onClick={send}>
        Send 1 wei
      </button>
      <output>{hash}</output>
    </p>
  )
}
