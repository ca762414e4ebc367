/**
 * The site's mark, beside its name in the header and in the landing and admin layouts. Decorative: the link or
 * heading around it carries the name.
 */
export function LogoMark() {
  return (
    <svg className="site-header__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <g stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
        <path d="M16 4v6M16 22v6M4 16h6M22 16h6M7.5 7.5l4.2 4.2M20.3 20.3l4.2 4.2M24.5 7.5l-4.2 4.2M11.7 20.3l-4.2 4.2" />
      </g>
      <circle cx="16" cy="16" r="3" fill="currentColor" />
    </svg>
  );
}
