// The picture of the list this device last showed (src/shell/boot-snapshot.ts writes it when the page goes
// away), painted at once on the next start while the app's code loads, and taken away by the app in the
// same frame as its own list (or after a few seconds, whatever happens). It is only a picture: out of the
// accessibility tree and of the focus order (aria-hidden, inert), under a closed shadow root so that nothing
// outside it (the page's own selectors, scripts, tests) finds its elements, and it lets clicks through.
// A file, since the app's CSP allows no inline script.
(() => {
  try {
    const saved = JSON.parse(localStorage.getItem('switchboard.boot-snapshot') || 'null');
    if (saved?.v !== 1 || typeof saved.html !== 'string') return;
    // The same place, the same person, the same window: else the picture would not be what comes.
    if (saved.path !== location.pathname + location.search) return;
    if (saved.width !== innerWidth || saved.height !== innerHeight) return;
    // The same build's style sheets (after a deploy its classes would not be styled): the page's own are
    // among those the picture was kept with, which may hold more (screens' sheets loaded on the way).
    if (!Array.isArray(saved.styles)) return;
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
      if (!saved.styles.includes(link.getAttribute('href'))) return;
    }
    // The person's key as the app spells it (src/offline/persist-query-cache.ts `cacheKeyOf`: keep in step).
    const tokens = JSON.parse(localStorage.getItem('switchboard.auth.tokens') || 'null');
    const payload = typeof tokens?.id_token === 'string' ? tokens.id_token.split('.')[1] : undefined;
    if (!payload) return;
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    if (
      typeof claims?.sub !== 'string' ||
      `user:${claims.sub}@${typeof claims.iss === 'string' ? claims.iss : ''}` !== saved.user
    )
      return;

    const host = document.createElement('div');
    host.id = 'boot-snapshot';
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    host.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;overflow:hidden;';
    const shadow = host.attachShadow({ mode: 'closed' });
    // The style sheets of the page pictured: the page's own are loaded already (a script waits for the
    // sheets before it), the others come from the service worker's cache.
    for (const href of saved.styles) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      // As the build links them (crossorigin): the same request, so the loaded sheet is used again.
      link.crossOrigin = '';
      link.href = href;
      shadow.append(link);
    }
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = saved.html;
    shadow.append(root);
    document.body.append(host);
    // The list's scroll offset as it was (src/shell/boot-snapshot.ts writes it on the scroller).
    for (const scroller of root.querySelectorAll('[data-boot-scroll-top]')) {
      scroller.scrollTop = Number(scroller.getAttribute('data-boot-scroll-top'));
    }
    requestAnimationFrame(() => performance.mark('switchboard:boot-snapshot'));
    // The app takes it away when its list is there; should the app never start, it goes anyway.
    setTimeout(() => host.remove(), 5000);
  } catch {
    // No storage, or a picture that does not parse: the app starts as without one.
  }
})();
