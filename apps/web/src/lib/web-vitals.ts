import type { Metric } from 'web-vitals';

let started = false;

const toConsole = (metric: Metric) => console.debug('[web-vitals]', metric.name, metric.value, metric);

/**
 * Spec §7: the web-vitals report loads lazily, after the page has loaded, and goes nowhere but the
 * console. FID no longer exists in web-vitals 5; INP, its successor, is reported instead (decision 114).
 */
export function startWebVitals(report: (metric: Metric) => void = toConsole): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const load = () => {
    import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        onCLS(report);
        onFCP(report);
        onINP(report);
        onLCP(report);
        onTTFB(report);
      })
      .catch(() => {
        // Diagnostics only: a missing chunk must not disturb the page.
      });
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
