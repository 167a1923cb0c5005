/**
 * Adds a third-party script to the page once, asynchronously. Under the gateway's
 * `'strict-dynamic'` CSP a script inserted by an already trusted script is trusted, so
 * no nonce is needed here.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}, doc: Document = document): Promise<void> {
  const existing = Array.from(doc.querySelectorAll('script')).find((s) => s.getAttribute('src') === src);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? doc.createElement('script');
    script.addEventListener(
      'load',
      () => {
        script.dataset.loaded = 'true';
        resolve();
      },
      { once: true },
    );
    script.addEventListener('error', () => reject(new Error(`Could not load ${new URL(src).host}`)), { once: true });
    if (existing) return;
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    doc.head.appendChild(script);
  });
}
