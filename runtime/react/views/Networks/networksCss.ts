// Styles of the network list's unavailable rows, in its chunk: adopted into the modal's shadow
// root while a list is shown.
/** An unavailable row: dimmed, no hover, its reason on a second line that wraps. */
export const networksCss = `
.ak-item[aria-disabled=true]{cursor:not-allowed}
.ak-item[aria-disabled=true]:hover{background:var(--ak-surface)}
.ak-item[data-unavailable]>.ak-item-icon{opacity:.45;filter:grayscale(1)}
.ak-item[data-unavailable] .ak-item-name{color:var(--ak-muted)}
.ak-item-text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.ak-item-text>.ak-item-name{flex:none}
.ak-item-reason{color:var(--ak-muted);font-size:var(--ak-text-sm);font-weight:400;line-height:1.35;
white-space:normal;overflow-wrap:anywhere}
`
