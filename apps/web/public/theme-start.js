// The theme this device last showed (src/theme/theme-preference.ts writes it), applied before the
// first paint so a dark or non-default theme never flashes the default one.
(() => {
  try {
    const saved = JSON.parse(localStorage.getItem('switchboard.theme') || 'null');
    if (!saved?.classes) return;
    const system = matchMedia('(prefers-color-scheme: dark)').matches;
    const mode = saved.mode === 'dark' || (saved.mode !== 'light' && system) ? 'dark' : 'light';
    const root = document.documentElement;
    root.className = `${root.className} ${saved.classes[mode]}`;
    root.dataset.theme = saved.theme;
    root.dataset.mode = mode;
    root.style.colorScheme = mode;
  } catch {
    // No storage: the default theme shows until the app starts.
  }
})();
