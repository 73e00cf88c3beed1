// An element's width in px, kept current as it resizes (0 until it is laid out).
import { useEffect, useState } from 'react';

export function useWidth<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    // The observer reports the first size too, in the same frame as the layout.
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
