import { useCallback, useEffect, useRef, useState } from 'react'
import { loadSend } from '../../../core/kernel.js'

export type SendModule = Awaited<ReturnType<typeof loadSend>>

// The send chunk is one module for every kit: once it arrived, later mounts render with it at
// once, so Back from the confirmation never shows a spinner over the filled form.
let arrived: SendModule | undefined
let pending: Promise<SendModule> | undefined

/**
 * Fetches the send chunk (the send controller and its rules) once; again after a failure.
 * @example void fetchSendModule().catch(() => undefined) // warm it up
 */
export function fetchSendModule(): Promise<SendModule> {
  pending ??= loadSend().then(
    (module) => {
      arrived = module
      return module
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/**
 * The send chunk for a view: `undefined` until it arrived (at once once it has), `failed` when
 * it could not be fetched, and `retry` to fetch it again.
 * @example const { send, failed, retry } = useSendModule()
 */
export function useSendModule(): {
  send: SendModule | undefined
  failed: boolean
  retry(): void
} {
  const [send, setSend] = useState(arrived)
  const [failed, setFailed] = useState(false)
  const mounted = useRef(true)
  const fetchIt = useCallback(() => {
    setFailed(false)
    fetchSendModule().then(
      (module) => mounted.current && setSend(module),
      () => mounted.current && setFailed(true),
    )
  }, [])
  useEffect(() => {
    mounted.current = true
    // Arrived between the render and now (another view fetched it): take it; else fetch it.
    if (arrived) setSend(arrived)
    else fetchIt()
    return () => {
      mounted.current = false
    }
  }, [fetchIt])
  return { send, failed, retry: fetchIt }
}
