// The social row's slot, in the modal's load with the Connect view: its height is there before
// the row's chunk, so nothing below it moves when the row arrives (as the email slot). A row the
// messaging mini-app's filters leave empty draws nothing, and the slot goes with it.
export const socialSlotCss = `
.ak-social-slot{min-height:48px;margin-block:8px}
.ak-social-slot:first-child{margin-top:0}.ak-social-slot:last-child{margin-bottom:0}
.ak-social-slot>.ak-spinner{margin:12px auto}
.ak-social-slot:empty{display:none}
`
