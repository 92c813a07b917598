import type { SlideBackground, SlideKind, SlideLayout } from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { BackgroundPicture } from '@/components/slide-stage';
import { cn } from '@/lib/class-names';
import { themeStyle } from '@/lib/course-theme';

const bar = 'rounded-[1px] bg-[var(--slide-title-now)]';
const line = 'h-[2px] rounded-[1px] bg-[var(--slide-fg-now)] opacity-50';
const block = 'rounded-[2px] bg-[var(--slide-muted-now)] opacity-35';

function Lines({ count = 3 }: { count?: number }) {
  return (
    <span className="flex flex-col gap-[2px]">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={line} style={{ width: `${100 - i * 15}%` }} />
      ))}
    </span>
  );
}

/** The blocks of one layout: a title bar, text lines, a picture, an interaction. */
function Blocks({ layout, kind }: { layout: SlideLayout; kind: SlideKind }) {
  const title = <span className={cn(bar, 'h-[4px] w-3/4')} />;
  if (kind !== 'content') {
    return (
      <span className="flex size-full flex-col gap-[3px]">
        {title}
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="h-[5px] rounded-[1px] border border-[var(--slide-fg-now)] opacity-50"
          />
        ))}
      </span>
    );
  }
  switch (layout) {
    case 'title':
      return (
        <span className="flex size-full flex-col items-center justify-center gap-[3px]">
          <span className={cn(bar, 'h-[5px] w-4/5')} />
          <span className={cn(line, 'w-1/2')} />
        </span>
      );
    case 'media-left':
    case 'media-right':
      return (
        <span
          className={cn(
            'grid size-full grid-cols-2 items-center gap-[4px]',
            layout === 'media-right' && '[&>*:first-child]:order-last',
          )}
        >
          <span className={cn(block, 'h-full')} />
          <span className="flex flex-col gap-[3px]">
            {title}
            <Lines />
          </span>
        </span>
      );
    case 'media-full':
      return (
        <span className={cn(block, 'flex size-full flex-col justify-end p-[3px] opacity-100')}>
          <span className="flex flex-col gap-[2px] rounded-[1px] bg-black/60 p-[2px]">
            <span className="h-[3px] w-2/3 rounded-[1px] bg-white" />
          </span>
        </span>
      );
    case 'two-columns':
      return (
        <span className="flex size-full flex-col gap-[3px]">
          {title}
          <span className="grid grid-cols-2 gap-[4px]">
            <Lines />
            <Lines />
          </span>
        </span>
      );
    case 'quote':
      return (
        <span className="flex size-full items-center">
          <span className="w-full border-s-2 border-[var(--slide-accent-now)] ps-[4px]">
            <Lines />
          </span>
        </span>
      );
    case 'text':
      return (
        <span className="flex size-full flex-col gap-[3px]">
          {title}
          <Lines count={4} />
        </span>
      );
  }
}

/**
 * A slide in miniature for the slide list: its layout as blocks in the course theme, on its
 * background (colour or dimmed picture). CSS only, so a 300-slide list stays quick.
 */
export function SlideMiniature({
  layout,
  kind,
  background,
  theme,
}: {
  layout: SlideLayout;
  kind: SlideKind;
  background: SlideBackground | undefined | null;
  theme: CourseTheme;
}) {
  const picture = background?.imageUrl;
  return (
    <span
      aria-hidden="true"
      data-testid="slide-miniature"
      data-layout={layout}
      className="slide-theme relative block h-9 w-16 shrink-0 overflow-hidden rounded-[3px] border border-line"
      style={themeStyle(theme, background?.color)}
    >
      {picture && <BackgroundPicture url={picture} dim={background.dim} lazy />}
      <span className={cn('relative flex size-full p-[4px]', picture && 'slide-on-image')}>
        <Blocks layout={layout} kind={kind} />
      </span>
    </span>
  );
}
