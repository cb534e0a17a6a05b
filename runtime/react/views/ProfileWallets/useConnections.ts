import { useEffect, useState } from 'react'
import {
  type ConnectionBook,
  loadMultiWallet,
  type WalletConnection,
} from '../../../core/kernel.js'
import { useAppKitInstance } from '../../internal.js'

/**
 * The kit's wallet connections (multi-wallet) and the book that acts on them, once its code
 * arrived: `book` is undefined until then. Each browser wallet not in use is asked once whether
 * it is still there.
 * @example const { connections, book } = useConnections()
 */
export function useConnections(): {
  connections: readonly WalletConnection[]
  book: ConnectionBook | undefined
} {
  const appKit = useAppKitInstance()
  const [book, setBook] = useState<ConnectionBook>()
  const [connections, setConnections] = useState<readonly WalletConnection[]>([])
  useEffect(() => {
    let live = true
    let stop: (() => void) | undefined
    loadMultiWallet().then(
      ({ connectionBookOf }) => {
        if (!live) return
        const loaded = connectionBookOf(appKit)
        setBook(loaded)
        stop = loaded.subscribe(setConnections)
        void loaded.verify()
      },
      (error: unknown) => appKit.logger.error('Could not load the multi-wallet code', error),
    )
    return () => {
      live = false
      stop?.()
    }
  }, [appKit])
  return { connections, book }
}
