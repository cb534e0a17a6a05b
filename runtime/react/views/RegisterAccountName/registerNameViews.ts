// RegisterAccountName and its success view, one chunk: the success view only ever follows the form.

export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.js'
export { RegisterAccountNameView } from './RegisterAccountNameView.js'
