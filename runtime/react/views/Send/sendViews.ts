// Send and its confirmation, one chunk: the confirmation only ever opens from the form.

import { fetchSendModule } from './useSendModule.js'

// Both views show nothing without the send chunk (the send controller): fetch it as soon as this
// chunk arrives (when the pointer nears Send), so it is in by the time the view opens.
fetchSendModule().catch(() => undefined) // a failure shows in the view, with Try again

export { SendPreviewView } from './SendPreviewView.js'
export { SendView } from './SendView.js'
