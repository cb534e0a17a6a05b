// The social row's chunk: the row and the two views it opens (the list of every provider, the
// login under way), which share its marks, words and styles. Warmed at idle with the email field,
// so a click finds ConnectingSocial loaded.

export { AllSocialsView } from './AllSocialsView.js'
export { ConnectingSocialView } from './ConnectingSocialView.js'
export { SocialRow } from './SocialRow.js'
