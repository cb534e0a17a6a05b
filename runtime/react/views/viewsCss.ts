// Styles of the views: lists, status screens, buttons. Sides are logical
// (inline-start, inline-end), so a right-to-left locale mirrors them.
// Notes on the rules (here, not in the CSS, so that no comment ships):
// - Text, not a button (data-static, with enableNetworkSwitch false): no pointer, no hover.
//   :where() keeps the hover rule at the specificity it always had.
// - The email slot stands apart from the wallet rows by their own gap (.ak-list), on whichever side
//   they are.
/** Styles of the views: lists, status screens, buttons. */
export const viewsCss = `
.ak-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.ak-item{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding-block:8px;padding-inline:8px 12px;
border:0;border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface);cursor:pointer;
text-align:start;font-size:var(--ak-text-md);font-weight:500}
.ak-item:hover:where(:not([data-static])){background:var(--ak-surface-hover)}
.ak-item[data-static]{cursor:default}
.ak-item[aria-current=true]{box-shadow:inset 0 0 0 1px var(--ak-accent)}
.ak-item-icon{width:40px;height:40px;flex:none;display:grid;place-items:center;overflow:hidden;
border-radius:calc(var(--ak-radius-base)*3);background:var(--ak-surface-hover);object-fit:cover;
font-weight:600;color:var(--ak-muted)}
.ak-item-icon[data-letter]:empty::before{content:attr(data-letter);content:attr(data-letter) / ""}
.ak-item-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-check{color:var(--ak-accent);flex:none}
.ak-tag{flex:none;padding:2px 6px;border-radius:calc(var(--ak-radius-base)*1.5);font-size:var(--ak-text-sm);
font-weight:600;color:var(--ak-accent-text);background:color-mix(in srgb,var(--ak-accent) 14%,transparent)}
.ak-tag[data-tone=success]{color:var(--ak-success);
background:color-mix(in srgb,var(--ak-success) 14%,transparent)}
.ak-group+.ak-group{margin-top:8px}
.ak-email-slot{min-height:48px}.ak-email-slot>.ak-spinner{margin:12px auto}
.ak-email-slot{margin-block:8px}.ak-email-slot:first-child{margin-top:0}.ak-email-slot:last-child{margin-bottom:0}
.ak-empty,.ak-note{margin:8px 4px;color:var(--ak-muted);font-size:var(--ak-text-md);text-align:center}
.ak-legal{margin:16px 8px 0;color:var(--ak-muted);font-size:var(--ak-text-sm);text-align:center}
.ak-legal a{color:var(--ak-foreground)}
.ak-status{display:flex;flex-direction:column;align-items:center;gap:10px;padding:16px 8px 4px;
text-align:center}
.ak-status-visual{position:relative;width:84px;height:84px;display:grid;place-items:center}
.ak-status-visual .ak-item-icon{width:64px;height:64px;border-radius:calc(var(--ak-radius-base)*5);
font-size:var(--ak-text-xl)}
.ak-ring{position:absolute;inset:0;border-radius:50%;border:3px solid var(--ak-border);
border-top-color:var(--ak-accent);animation:ak-spin 1s linear infinite}
.ak-status-badge{position:absolute;inset-inline-end:2px;bottom:2px;width:24px;height:24px;display:grid;
place-items:center;border-radius:50%;border:3px solid var(--ak-background);background:var(--ak-error);
color:var(--ak-on-accent)}
.ak-status-title{margin:4px 0 4px;font-size:var(--ak-text-lg);font-weight:600;text-wrap:balance}
.ak-status[data-tone=error] .ak-status-title{color:var(--ak-error)}
.ak-status-text{margin:0 auto;max-width:290px;color:var(--ak-muted);text-wrap:balance}
.ak-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;
padding:0 18px;border:1px solid var(--ak-border);border-radius:999px;background:var(--ak-surface);
cursor:pointer;font-weight:600;font-size:var(--ak-text-md)}
.ak-button:hover{background:var(--ak-surface-hover)}
.ak-button[data-variant=accent]{border-color:transparent;background:var(--ak-accent-fill);
color:var(--ak-on-accent)}
.ak-button[data-variant=accent]:hover{background:color-mix(in srgb,var(--ak-accent-fill) 88%,#000)}
.ak-button[data-block]{width:100%;min-height:48px;border-radius:calc(var(--ak-radius-base)*4)}
.ak-actions{display:flex;flex-direction:column;gap:8px;width:100%;margin-top:14px}
.ak-item[data-tone=danger]{color:var(--ak-error)}
.ak-list+.ak-item[data-tone=danger]{margin-top:8px}
`
