import { useRef } from 'react'
import { Spinner, strings, useAdoptedSheet, useOnline } from '../../internal.js'
import { sendCss } from './sendCss.js'

/**
 * What the send views show until the send chunk is in: a spinner, or, when it could not be
 * fetched, why (offline, or the fetch failed) and Try again.
 * @example if (!send) return <SendModulePending failed={failed} retry={retry} />
 */
export function SendModulePending({ failed, retry }: { failed: boolean; retry(): void }) {
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, sendCss)
  const online = useOnline()
  return (
    <div ref={root} className="ak-send">
      {failed ? (
        <>
          <p className="ak-field-error" role="alert">
            {online ? strings.lazyLoadFailed : strings.offline}
          </p>
          <button type="button" className="ak-button" data-block="" onClick={retry}>
            {strings.tryAgain}
          </button>
        </>
      ) : (
        <Spinner />
      )}
    </div>
  )
}
