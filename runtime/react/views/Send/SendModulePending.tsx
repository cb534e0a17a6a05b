import { useRef } from 'react'
import { useAdoptedSheet } from '../../internal.js'
import { ModulePending } from '../ModulePending.js'
import { sendCss } from './sendCss.js'

/**
 * What the send views show until the send chunk is in (`ModulePending`), in a root of their own
 * styles, as the send views render nothing else meanwhile.
 * @example if (!send) return <SendModulePending failed={failed} retry={retry} />
 */
export function SendModulePending({ failed, retry }: { failed: boolean; retry(): void }) {
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, sendCss)
  return (
    <div ref={root} className="ak-send">
      <ModulePending failed={failed} retry={retry} />
    </div>
  )
}
