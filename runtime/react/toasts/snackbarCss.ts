// Styles of the snackbar inside the modal. It sits below the view, in the card's flow: the card
// grows by its height for its few seconds (the height animation follows), so it never covers a
// control the user may need then (Disconnect after a send, a network row after a failed switch,
// 'Review send'). While it shows, a scrolling view gives it the room, so the card still fits a
// small phone. Adopted by the snackbar itself, which arrives with its first message.
/** Styles of the snackbar. */
export const snackbarCss = `
.ak-snackbar{display:flex;align-items:center;gap:8px;width:fit-content;max-width:calc(100% - 28px);
box-sizing:border-box;margin:0 auto 14px;padding-block:8px;padding-inline:10px 14px;border:1px solid var(--ak-border);
border-radius:999px;background:var(--ak-surface-hover);box-shadow:0 4px 16px rgba(0,0,0,.25);
font-size:var(--ak-text-sm);font-weight:500;overflow-wrap:anywhere;animation:ak-snack-in 150ms ease-out}
.ak-card:has(.ak-snackbar) .ak-view{max-height:calc(100dvh - 180px)}
.ak-snackbar[data-variant=success] .ak-snackbar-icon{color:var(--ak-success)}
.ak-snackbar[data-variant=error] .ak-snackbar-icon{color:var(--ak-error)}
.ak-snackbar .ak-spinner{width:14px;height:14px;margin:0;border-width:2px}
@keyframes ak-snack-in{from{opacity:0;transform:translateY(8px)}}
`
