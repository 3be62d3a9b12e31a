import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (IntersectionObserver's margin; default: within
 * a screen), and from then on; always true where IntersectionObserver is missing. For work a page should not do on a
 * cheap phone until the reader gets near it: a row's request, a section's chunk.
 */
export function useNearScreen<T extends Element>(rootMargin = '100% 0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
