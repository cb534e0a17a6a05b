import { useEffect, useRef } from 'react'
import type { ApprovalState, AuthController } from '../../../core/kernel.js'
import { StatusPanel, useAdoptedSheet, useAppKitUi, useStoreState } from '../../internal.js'
import { emailCss } from '../EmailLogin/emailCss.js'
import { emailStrings } from '../EmailLogin/emailStrings.js'
import { useLoadedAuth } from '../EmailLogin/useAuth.js'

const copy = emailStrings.approve

/** SPEC section 9: the error message of a refused request shows after 300 ms. */
const refusedMessageDelayMs = 300

/**
 * ApproveTransaction: the embedded wallet's request that needs the user. The secure frame shows
 * its own approval screen over this view's body (the page never sees what the user approves
 * with); the kit only holds the place. A method the embedded wallet refuses shows 'Action not
 * allowed' instead, and in the snackbar after 300 ms.
 * @example <ApproveTransactionView data={undefined} />
 */
export function ApproveTransactionView(_props: { data: { method: string } | undefined }) {
  const auth = useLoadedAuth()
  return auth ? <Approval auth={auth} /> : null
}

function Approval({ auth }: { auth: AuthController }) {
  const { snackbar } = useAppKitUi()
  const rootRef = useRef<HTMLDivElement>(null)
  const areaRef = useRef<HTMLDivElement>(null)
  useAdoptedSheet(rootRef, emailCss)
  const state: ApprovalState = useStoreState(auth.approval, (value) => value)
  const pending = state.pending !== undefined
  const refused = !pending ? state.refused : undefined

  useEffect(() => {
    const area = areaRef.current
    if (!pending || !area) return
    auth.showFrame(area)
    return () => auth.hideFrame()
  }, [auth, pending])

  useEffect(() => {
    if (!refused) return
    const timer = setTimeout(() => snackbar.show(copy.notAllowed, 'error'), refusedMessageDelayMs)
    return () => clearTimeout(timer)
  }, [refused, snackbar])

  return (
    <div ref={rootRef}>
      {refused ? (
        // The snackbar that repeats the title after 300 ms lays out below the view.
        <div>
          <StatusPanel
            image={undefined}
            name="!"
            tone="error"
            title={copy.notAllowed}
            text={copy.notAllowedText(refused.method)}
          />
        </div>
      ) : (
        <div ref={areaRef} className="ak-approve" role="status">
          {copy.waiting}
        </div>
      )}
    </div>
  )
}
