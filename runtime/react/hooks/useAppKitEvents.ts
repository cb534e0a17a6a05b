import { useEffect, useState } from 'react'
import type { AppKitEvents } from '../../core/index.js'
import { useAppKitInstance } from '../AppKitContext.js'

/** One event of the kit, as `useAppKitEvents` returns it. */
export type AppKitEvent = {
  [Name in keyof AppKitEvents]: { name: Name; data: AppKitEvents[Name]; timestamp: number }
}[keyof AppKitEvents]

const eventNames: readonly (keyof AppKitEvents)[] = ['modalOpen', 'modalClose', 'viewChange']

/**
 * The latest event of the kit (modal opened or closed, view changed...), or undefined.
 * @example const event = useAppKitEvents(); useEffect(() => track(event), [event])
 */
export function useAppKitEvents(): AppKitEvent | undefined {
  const appKit = useAppKitInstance()
  const [latest, setLatest] = useState<AppKitEvent>()
  useEffect(() => {
    const offs = eventNames.map((name) =>
      appKit.events.on(name, (data: AppKitEvents[typeof name]) =>
        setLatest({ name, data, timestamp: Date.now() } as AppKitEvent),
      ),
    )
    return () => {
      for (const off of offs) off()
    }
  }, [appKit])
  return latest
}
