import { lazy, Suspense, type ComponentProps } from 'react';
import { loadChunk } from '@/lib/chunk-reload';
import { ChartSkeleton } from './kpi-cards';

// The charts draw with recharts, the heaviest library of the app (about 100 KB gzipped): it
// loads when a chart is first shown, not with the screen, which shows a skeleton meanwhile.
const Weekly = lazy(() =>
  loadChunk(() => import('./weekly-completions-chart')).then((m) => ({
    default: m.WeeklyCompletionsChart,
  })),
);
const Funnel = lazy(() =>
  loadChunk(() => import('./funnel-chart')).then((m) => ({ default: m.FunnelChart })),
);

export function LazyWeeklyCompletionsChart(props: ComponentProps<typeof Weekly>) {
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <Weekly {...props} />
    </Suspense>
  );
}

export function LazyFunnelChart(props: ComponentProps<typeof Funnel>) {
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <Funnel {...props} />
    </Suspense>
  );
}
