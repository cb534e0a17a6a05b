import { sendCss } from '../Send/sendCss.js'

// Styles of the Swap view: the send form's fields and summary (shared text, adopted once per
// root either way), the two token panels with the flip button between them, and the token list.
/** Styles of the Swap view. */
export const swapCss = `${sendCss}
.ak-swap-panel{display:flex;flex-direction:column;gap:6px;padding:12px;border-radius:calc(var(--ak-radius-base)*4);
background:var(--ak-surface)}
.ak-swap-panel .ak-input{font-size:var(--ak-text-xl);background:transparent;border-color:transparent;padding:0 4px}
.ak-swap-panel .ak-input:focus-visible{border-color:var(--ak-accent);outline:0}
.ak-swap-token{display:flex;align-items:center;gap:6px;flex:none;min-height:40px;padding-block:4px;
padding-inline:4px 10px;border:1px solid var(--ak-border);border-radius:999px;background:var(--ak-background);
color:inherit;font:inherit;font-weight:600;cursor:pointer}
.ak-swap-token .ak-item-icon{width:28px;height:28px;border-radius:50%}
.ak-swap-token>svg{transform:rotate(90deg)}
.ak-link-button{padding:0;border:0;background:none;color:var(--ak-accent-text);font:inherit;font-weight:600;
cursor:pointer;text-decoration:underline}
.ak-link-button:disabled{color:var(--ak-muted);cursor:default}
.ak-swap-flip{align-self:center;display:grid;place-items:center;width:36px;height:36px;margin-block:-14px;
z-index:1;border:2px solid var(--ak-background);border-radius:50%;background:var(--ak-surface-hover);
color:inherit;cursor:pointer}
.ak-swap-received{min-height:44px;display:flex;align-items:center;padding:0 4px;font-size:var(--ak-text-xl);
overflow-wrap:anywhere}
.ak-swap-received[data-loading]{color:var(--ak-muted)}
.ak-swap-picker{display:flex;flex-direction:column;gap:10px}
.ak-swap-tokens{max-height:320px;overflow-y:auto}
.ak-swap-token-name{display:flex;flex-direction:column;white-space:normal}
.ak-swap-token-symbol{font-weight:600}
.ak-swap-token-balance{flex:none;font-variant-numeric:tabular-nums;color:var(--ak-muted)}
`
