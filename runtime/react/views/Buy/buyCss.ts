import { sendCss } from '../Send/sendCss.js'

// Styles of the Buy view: the send form's fields (shared text, adopted once per root), the
// method switch, and the providers' quotes as cards to pick from.
/** Styles of the Buy view. */
export const buyCss = `${sendCss}
.ak-buy-panel{display:flex;flex-direction:column;gap:6px;padding:12px;border-radius:calc(var(--ak-radius-base)*4);
background:var(--ak-surface)}
.ak-buy-panel .ak-input{font-size:var(--ak-text-xl)}
.ak-select{min-height:44px;padding:0 8px;border:1px solid var(--ak-border);border-radius:calc(var(--ak-radius-base)*3);
background:var(--ak-background);color:inherit;font:inherit;font-weight:600}
.ak-select:focus-visible{outline:2px solid var(--ak-accent);outline-offset:0}
.ak-buy-methods{display:flex;gap:8px;margin:0;padding:0;border:0}
.ak-buy-methods legend{padding:0;margin-bottom:6px}
.ak-buy-method{position:relative;flex:1;display:flex;align-items:center;justify-content:center;gap:6px;min-height:40px;
border:1px solid var(--ak-border);border-radius:calc(var(--ak-radius-base)*3);cursor:pointer;font-weight:600}
.ak-buy-method:has(input:checked){border-color:var(--ak-accent);background:var(--ak-surface-hover)}
.ak-buy-method:has(input:focus-visible){outline:2px solid var(--ak-accent)}
.ak-buy-method input,.ak-buy-quote input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:inherit}
.ak-buy-quotes{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;border:0}
.ak-buy-quote{position:relative;display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:baseline;gap:4px 12px;padding:12px;cursor:pointer;
border:1px solid var(--ak-border);border-radius:calc(var(--ak-radius-base)*4)}
.ak-buy-quote:has(input:checked){border-color:var(--ak-accent);box-shadow:0 0 0 1px var(--ak-accent)}
.ak-buy-quote:has(input:focus-visible){outline:2px solid var(--ak-accent);outline-offset:2px}
.ak-buy-quote-name{font-weight:600}
.ak-buy-quote-get{font-weight:600;font-size:var(--ak-text-lg);font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.ak-buy-quote-label{font-size:var(--ak-text-sm);font-weight:500;color:var(--ak-muted)}
.ak-buy-quote-end{text-align:end;font-size:var(--ak-text-sm);color:var(--ak-muted);font-variant-numeric:tabular-nums}
.ak-buy-quote-detail{font-size:var(--ak-text-sm);color:var(--ak-muted);font-variant-numeric:tabular-nums}
.ak-buy-quote-refused{grid-column:1/-1;font-size:var(--ak-text-sm);color:var(--ak-error)}
.ak-buy-quote:has(input:disabled){cursor:default;opacity:.8}
.ak-buy-badge{margin-inline-start:6px;white-space:nowrap;padding:1px 6px;border-radius:999px;font-size:calc(var(--ak-font-size-base)*1.1);
background:var(--ak-accent-fill);color:var(--ak-on-accent)}
.ak-send .ak-button[data-variant=accent]:disabled{background:var(--ak-surface);color:var(--ak-muted);cursor:default}
.ak-buy-note{margin:0;padding:10px 12px;border-radius:calc(var(--ak-radius-base)*3);font-size:var(--ak-text-sm);
background:var(--ak-surface)}
.ak-buy-status{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.ak-buy-status h3{margin:0;font-size:var(--ak-text-lg)}
.ak-buy-status p{margin:0;color:var(--ak-muted)}
`
