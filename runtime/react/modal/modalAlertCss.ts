// Styles of the card's alert bar, in the card's flow between the header and the view: the card
// grows by its height (the height animation follows), so it covers none of the view's controls.
// While it shows, a scrolling view gives it room, so the card still fits a small phone. Adopted
// by the bar itself, which arrives with the first alert the card shows.
/** Styles of the alert bar. */
export const modalAlertCss = `
.ak-alert{--ak-alert:var(--ak-accent);display:flex;align-items:flex-start;gap:10px;margin:4px 14px 6px;
padding:10px 6px 10px 12px;border:1px solid color-mix(in srgb,var(--ak-alert) 45%,transparent);
border-radius:calc(var(--ak-radius-base)*3);background:color-mix(in srgb,var(--ak-alert) 12%,var(--ak-background));
animation:ak-alert-in 150ms ease-out}
.ak-alert[data-severity=error]{--ak-alert:var(--ak-error)}
.ak-alert[data-severity=warning]{--ak-alert:var(--ak-warning)}
.ak-alert-icon{flex:none;display:flex;margin-top:1px;color:var(--ak-alert)}
.ak-alert-body{flex:1;min-width:0}
.ak-alert-title{margin:0;font-weight:600;overflow-wrap:anywhere}
.ak-alert-message{margin:2px 0 0;color:var(--ak-muted);font-size:var(--ak-text-sm);overflow-wrap:anywhere}
.ak-alert-close{flex:none;width:28px;height:28px;margin:-4px 0 -4px auto}
.ak-card:has(.ak-alert) .ak-view{max-height:calc(100dvh - 220px)}
.ak-card:has(.ak-alert):has(.ak-snackbar) .ak-view{max-height:calc(100dvh - 280px)}
@keyframes ak-alert-in{from{opacity:0;transform:translateY(-4px)}}
`
