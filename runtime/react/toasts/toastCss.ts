// Styles of the toast area, fixed to a corner of the page. They arrive with the toast list's chunk
// (ToastList), adopted into the modal's shadow root while a toast shows: a page that never shows
// a toast never loads them.
/** Styles of the toast area and its toasts. */
export const toastCss = `
.ak-toaster{position:fixed;z-index:calc(var(--ak-z-index) + 1);display:flex;gap:14px;width:356px;
max-width:calc(100vw - 32px);margin:0;padding:0;list-style:none;outline:none}
.ak-toaster[data-position^=bottom]{bottom:24px;flex-direction:column-reverse}
.ak-toaster[data-position^=top]{top:24px;flex-direction:column}
.ak-toaster[data-position$=right]{right:24px}
.ak-toaster[data-position$=left]{left:24px}
.ak-toaster[data-position$=center]{left:50%;transform:translateX(-50%)}
.ak-toaster[data-expanded] .ak-toast{box-shadow:0 0 0 2px var(--ak-accent),0 6px 20px rgba(0,0,0,.25)}
.ak-toast{position:relative;display:flex;align-items:flex-start;gap:10px;width:100%;padding:14px 16px;
border:1px solid var(--ak-border);border-radius:calc(var(--ak-radius-base)*3);background:var(--ak-background);
color:var(--ak-foreground);box-shadow:0 6px 20px rgba(0,0,0,.25);font-size:var(--ak-text-md);
touch-action:pan-y;user-select:none;
animation:ak-toast-in 200ms ease-out}
.ak-toast[data-dismissed]{animation:ak-toast-out 200ms ease-in forwards}
.ak-toast-icon{flex:none;margin-top:1px}
.ak-toast[data-type=success] .ak-toast-icon{color:var(--ak-success)}
.ak-toast[data-type=error] .ak-toast-icon{color:var(--ak-error)}
.ak-toast[data-type=warning] .ak-toast-icon{color:var(--ak-warning)}
.ak-toast[data-type=info] .ak-toast-icon{color:var(--ak-accent)}
.ak-toast-body{flex:1;min-width:0}
.ak-toast-title{margin:0;font-weight:600;overflow-wrap:anywhere}
.ak-toast-description{margin:2px 0 0;color:var(--ak-muted);font-size:var(--ak-text-sm);overflow-wrap:anywhere}
.ak-toast-buttons{display:flex;gap:6px;margin-top:8px}
.ak-toast-buttons .ak-button{min-height:28px;padding:0 10px;font-size:var(--ak-text-sm)}
.ak-toast-close{position:absolute;top:-8px;inset-inline-start:-8px;width:22px;height:22px;padding:0;display:grid;
place-items:center;border:1px solid var(--ak-border);border-radius:50%;background:var(--ak-background);
color:var(--ak-muted);cursor:pointer;opacity:0}
.ak-toast:hover .ak-toast-close,.ak-toast:focus-within .ak-toast-close{opacity:1}
.ak-toast-icon.ak-spinner{width:18px;height:18px;margin:1px 0 0;border-width:2px}
@keyframes ak-toast-in{from{opacity:0;transform:translateY(16px)}}
@keyframes ak-toast-out{to{opacity:0;transform:translateX(40px)}}
`
