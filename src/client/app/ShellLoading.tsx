/**
 * Shown while a signed-in screen's code arrives: MUI's PageLoading (a 28 px spinner in the primary colour and the
 * text) drawn in plain React and CSS, since it shows before MUI itself has loaded.
 */
const CSS = `
.pf-loading{display:flex;align-items:center;justify-content:center;gap:16px;padding:32px}
.pf-spinner{width:28px;height:28px;color:#0d47a1;animation:pf-rotate 1.4s linear infinite}
.pf-spinner circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:pf-dash 1.4s ease-in-out infinite}
@keyframes pf-rotate{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}
@keyframes pf-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}
@media (prefers-reduced-motion:reduce){.pf-spinner,.pf-spinner circle{animation-duration:4s}}
`;

export function ShellLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="pf-loading">
      <style href="pf-loading" precedence="pf">
        {CSS}
      </style>
      <svg className="pf-spinner" viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
      <span>{label}</span>
    </div>
  );
}
