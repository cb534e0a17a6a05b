/** Styles of Send and its confirmation: the form fields and the summary. */
export const sendCss = `
.ak-send{display:flex;flex-direction:column;gap:12px}
.ak-field{display:flex;flex-direction:column;gap:6px}
.ak-field-label{font-size:var(--ak-text-sm);font-weight:600;color:var(--ak-muted)}
.ak-field-row{display:flex;gap:8px}
.ak-input{flex:1;min-width:0;min-height:44px;padding:0 12px;border:1px solid var(--ak-border);
border-radius:calc(var(--ak-radius-base)*3);background:var(--ak-surface);color:inherit;font:inherit;
font-size:var(--ak-text-md)}
.ak-input:focus-visible{outline:2px solid var(--ak-accent);outline-offset:0}
.ak-input[aria-invalid=true]{border-color:var(--ak-error)}
.ak-field-hint{margin:0;font-size:var(--ak-text-sm);color:var(--ak-muted)}
.ak-field-error{margin:0;font-size:var(--ak-text-sm);color:var(--ak-error)}
.ak-name-lookup{margin:0;font-size:var(--ak-text-sm);color:var(--ak-muted);overflow-wrap:anywhere}
.ak-name-lookup .ak-full-address{font-family:ui-monospace,monospace;color:var(--ak-foreground)}
.ak-summary{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0;padding:12px;
border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface)}
.ak-summary dt{color:var(--ak-muted);font-size:var(--ak-text-sm)}
.ak-summary dd{margin:0;text-align:end;font-weight:600;min-width:0;overflow-wrap:anywhere}
.ak-summary .ak-full-address{font-family:ui-monospace,monospace;font-weight:500;font-size:var(--ak-text-sm)}
.ak-warnings{margin:0;padding-block:10px;padding-inline:30px 12px;border-radius:calc(var(--ak-radius-base)*3);
color:var(--ak-warning);background:color-mix(in srgb,var(--ak-warning) 12%,transparent);
font-size:var(--ak-text-sm)}
.ak-send-status{margin:0;text-align:center;color:var(--ak-muted)}
.ak-send-status[data-tone=error]{color:var(--ak-error)}
.ak-hash{font-family:ui-monospace,monospace;font-size:var(--ak-text-sm);overflow-wrap:anywhere}
`
