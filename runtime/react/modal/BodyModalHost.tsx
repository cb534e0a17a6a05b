import { useEffect, useState } from 'react'
import { LazyShadowPortal } from './LazyShadowPortal.js'

/**
 * Appends the modal's single host element to `document.body` on mount and removes it on
 * unmount (SPEC section 2). Renders nothing on the server.
 * @example {config.disableAppend || config.embedded ? null : <BodyModalHost />}
 */
export function BodyModalHost() {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const element = document.createElement('div')
    element.setAttribute('data-appkit', 'modal-host')
    document.body.append(element)
    setHost(element)
    return () => {
      element.remove()
      setHost(null)
    }
  }, [])
  return host ? <LazyShadowPortal host={host} embedded={false} /> : null
}
