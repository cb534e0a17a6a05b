// Send and its confirmation, one chunk: the confirmation only ever opens from the form.

export { SendPreviewView } from './SendPreviewView.js'
export { SendView } from './SendView.js'
