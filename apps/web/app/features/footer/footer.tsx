function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <button type="button" className="back-to-top" onClick={scrollToTop}>
          ページトップへ
        </button>
        <p className="site-footer__copyright">
          <small>© Hanabi</small>
        </p>
      </div>
    </footer>
  );
}
