import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/**
 * The box a wide (or long) table scrolls in, so the page itself never scrolls sideways. It is
 * positioned, so what a table hides visually (an `sr-only` header) is clipped by it too;
 * when it does scroll, it is a labelled region in the tab order, so the keyboard can scroll it.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  /** Names the region when it scrolls (the table's caption, usually). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () =>
      setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cn('relative max-w-full overflow-auto', className)}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
