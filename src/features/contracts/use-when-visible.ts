// True once the element has come near the viewport (and stays true): parts of the contract page
// below the first screen load their data only when someone scrolls to them, to keep a cold open
// within the request budget.
import { useEffect, useState, type RefObject } from 'react';

export function useWhenVisible(ref: RefObject<Element | null>, margin = '200px'): boolean {
  // Without IntersectionObserver (old browsers, tests) everything loads at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, visible]);
  return visible;
}
