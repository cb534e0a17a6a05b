import { sendCss } from '../Send/sendCss.js'

// Styles of RegisterAccountName: the send form's field text (shared, adopted once per root), the
// field with its zone after the typed name inside one box, the suggestions as chips, the
// progress and failure blocks.
/** Styles of RegisterAccountName and RegisterAccountNameSuccess. */
export const registerNameCss = `${sendCss}
.ak-name-intro{margin:0;color:var(--ak-muted);font-size:var(--ak-text-md)}
.ak-name-field{display:flex;align-items:center;min-height:44px;border:1px solid var(--ak-border);
border-radius:calc(var(--ak-radius-base)*3);background:var(--ak-surface)}
.ak-name-field:focus-within{outline:2px solid var(--ak-accent);outline-offset:0}
.ak-name-field:has([aria-invalid=true]){border-color:var(--ak-error);outline-color:var(--ak-error)}
.ak-name-field .ak-input{border:0;background:transparent;padding-inline-end:0}
.ak-name-field .ak-input:focus-visible{outline:0}
.ak-name-field .ak-input:disabled{color:var(--ak-muted)}
.ak-name-zone{padding-inline:2px 12px;color:var(--ak-muted);font-size:var(--ak-text-md);white-space:nowrap}
.ak-name-status{margin:0;min-height:1.4em;font-size:var(--ak-text-sm);color:var(--ak-muted);overflow-wrap:anywhere}
.ak-name-status[data-availability=available]{color:var(--ak-success)}
.ak-name-status[data-availability=taken],.ak-name-status[data-availability=error]{color:var(--ak-error)}
.ak-name-choices{margin:0;padding:0;border:0;min-width:0}
.ak-name-choices legend{padding:0;margin-bottom:6px}
.ak-name-suggestions{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.ak-name-suggestion{min-height:32px;padding:0 10px;border:1px solid var(--ak-border);border-radius:999px;
background:transparent;color:inherit;font:inherit;font-size:var(--ak-text-sm);cursor:pointer;direction:ltr}
.ak-name-suggestion:hover{background:var(--ak-surface-hover)}
.ak-name-suggestion:focus-visible{outline:2px solid var(--ak-accent);outline-offset:2px}
.ak-name-failure{margin:0;padding:10px 12px;border-radius:calc(var(--ak-radius-base)*3);
background:color-mix(in srgb,var(--ak-error) 10%,transparent);font-size:var(--ak-text-sm);overflow-wrap:anywhere}
.ak-name-failure strong{display:block;color:var(--ak-error)}
.ak-name-progress{display:flex;flex-direction:column;align-items:center;gap:4px;text-align:center}
.ak-name-progress .ak-spinner{margin:8px auto}
.ak-name-progress p{margin:0}
.ak-name-progress p+p{color:var(--ak-muted);font-size:var(--ak-text-sm)}
.ak-name-success{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center}
.ak-name-success h3{margin:4px 0 0;font-size:var(--ak-text-xl)}
.ak-name-success h3:focus{outline:0}
.ak-name-success p{margin:0;color:var(--ak-muted)}
.ak-name-success .ak-button{margin-top:8px}
.ak-send .ak-button[aria-disabled=true]{background:var(--ak-surface);color:var(--ak-muted);cursor:default}
`
