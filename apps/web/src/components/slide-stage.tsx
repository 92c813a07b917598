import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACKGROUND_DIM_DEFAULT,
  type SlideBackground,
  type SlideLayout,
  type SlideMedia,
} from '@slidewise/shared/courses/slide';
import type { CourseTheme } from '@slidewise/shared/courses/theme';
import { RichTextView } from '@/components/rich-text-view';
import { cn } from '@/lib/class-names';
import { themeStyle } from '@/lib/course-theme';

/** What a slide looks like, as the player, the editor's canvas and thumbnails share it. */
export interface SlideDesign {
  layout: SlideLayout;
  title: string;
  subtitle?: string | undefined;
  body?: unknown;
  media?: SlideMedia | undefined;
  background?: SlideBackground | undefined;
}

interface SlideStageProps {
  slide: SlideDesign;
  theme: CourseTheme;
  /**
   * `stage`: 16:9 and scaled on wide screens, a card on phones (≤ 640 px);
   * `thumbnail`: always the 16:9 stage in miniature, hidden from assistive technology.
   */
  fit: 'stage' | 'thumbnail';
  /** Shown when the slide has no title. */
  untitled: string;
  headingId?: string;
  /** The heading, focused when the learner moves to this slide. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  lang?: string | undefined;
  /** The interaction (a quiz, flashcards), under the text. */
  children?: ReactNode;
  /** A picture of the slide beside its editable fields (the editor's canvas): no heading of its own. */
  decorative?: boolean;
  className?: string;
}

export function SlideMediaView({ media, className }: { media: SlideMedia; className?: string }) {
  const { t } = useTranslation();
  if (media.type === 'image') {
    return <img src={media.url} alt={media.alt ?? ''} className={cn('object-cover', className)} />;
  }
  if (media.type === 'video') {
    return (
      <video
        src={media.url}
        controls
        preload="metadata"
        aria-label={media.alt || media.caption || t('slides.stage.video')}
        className={cn('bg-black object-contain', className)}
      />
    );
  }
  return (
    <iframe
      src={media.url}
      title={media.alt || media.caption || t('slides.stage.video')}
      allow="fullscreen; picture-in-picture"
      className={cn('aspect-video border-0 bg-black', className)}
    />
  );
}

/** One slide laid out by its layout, in the course theme, with its background. */
export function SlideStage({
  slide,
  theme,
  fit,
  untitled,
  headingId,
  headingRef,
  lang,
  children,
  className,
  decorative = false,
}: SlideStageProps) {
  const { layout, media, background } = slide;
  const thumbnail = fit === 'thumbnail';
  const title =
    thumbnail || decorative ? (
      <p
        className={cn(
          'slide-heading slide-title font-bold tracking-tight text-balance',
          layout === 'title' ? 'text-[2.6em] leading-tight' : 'text-[1.9em] leading-snug',
        )}
      >
        {slide.title.trim() || untitled}
      </p>
    ) : (
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={cn(
          'slide-heading slide-title font-bold tracking-tight text-balance focus:outline-none',
          layout === 'title' ? 'text-[2.6em] leading-tight' : 'text-[1.9em] leading-snug',
        )}
      >
        {slide.title.trim() || untitled}
      </h2>
    );
  const subtitle = slide.subtitle ? (
    <p
      className={cn(
        'text-[1.25em] text-[var(--slide-muted-now)]',
        layout === 'quote' && 'order-last not-italic before:content-["—_"]',
      )}
    >
      {slide.subtitle}
    </p>
  ) : null;
  const body =
    slide.body !== undefined ? (
      <div
        className={cn(
          layout === 'two-columns' && 'min-[641px]:columns-2 min-[641px]:gap-[4cqw]',
          layout === 'quote' && 'slide-heading text-[1.35em] italic',
          '[&_div]:text-[1em]',
        )}
      >
        <RichTextView doc={slide.body} baseHeadingLevel={3} />
      </div>
    ) : null;
  // Interactions keep the app's own surfaces and text colours, on any slide colour.
  const interaction = children ? (
    <div className="rounded-xl bg-surface/95 p-4 text-fg shadow-sm sm:p-[1.2em]">{children}</div>
  ) : null;
  const mediaView = media ? (
    <figure className="min-w-0">
      <SlideMediaView
        media={media}
        className={cn(
          'w-full rounded-lg',
          layout === 'media-full'
            ? 'h-full max-h-none min-[641px]:absolute min-[641px]:inset-0 min-[641px]:rounded-none'
            : 'max-h-[60vh]',
        )}
      />
      {media.caption && layout !== 'media-full' && (
        <figcaption className="mt-2 text-[0.9em] text-[var(--slide-muted-now)]">
          {media.caption}
        </figcaption>
      )}
    </figure>
  ) : null;

  const text = (
    <div
      className={cn(
        'slide-text flex min-w-0 flex-col gap-[0.8em]',
        layout === 'title' && 'items-center justify-center text-center',
        layout === 'quote' && 'border-s-[0.3em] border-[var(--slide-accent-now)] ps-[1em]',
      )}
    >
      {title}
      {subtitle}
      {body}
      {layout === 'media-full' && media?.caption && (
        <p className="text-[1.1em] font-medium">{media.caption}</p>
      )}
    </div>
  );

  let content: ReactNode;
  if (layout === 'media-left' || layout === 'media-right') {
    content = (
      <div className="grid items-center gap-[4cqw] min-[641px]:grid-cols-2">
        {layout === 'media-left' ? (
          <>
            {mediaView}
            {text}
          </>
        ) : (
          <>
            {text}
            {mediaView}
          </>
        )}
      </div>
    );
  } else if (layout === 'media-full') {
    content = (
      <>
        {mediaView}
        {/* The scrim keeps the caption and title readable on any picture. */}
        <div className="slide-on-image relative mt-auto rounded-lg bg-gradient-to-t from-black/85 via-black/70 to-black/40 p-[1em] min-[641px]:mt-auto">
          {text}
        </div>
      </>
    );
  } else {
    content = text;
  }

  return (
    <div
      data-layout={layout}
      data-fit={fit}
      lang={lang}
      aria-hidden={thumbnail || undefined}
      className={cn(
        'slide-theme slide-stage relative w-full overflow-hidden rounded-2xl',
        !thumbnail && 'border border-line',
        className,
      )}
      style={themeStyle(theme, background?.color)}
    >
      {background?.imageUrl && <BackgroundPicture url={background.imageUrl} dim={background.dim} />}
      <div
        className={cn(
          'slide-scale relative flex min-h-full flex-col gap-[1em] p-5 sm:p-[5cqw]',
          layout === 'title' && 'justify-center',
          layout === 'media-full' && 'justify-end',
          background?.imageUrl && 'slide-on-image',
          thumbnail && 'p-[5cqw]',
        )}
      >
        {content}
        {interaction}
      </div>
    </div>
  );
}

/** A slide's background picture under a black veil (`dim`, in percent) that keeps text readable. */
export function BackgroundPicture({
  url,
  dim = BACKGROUND_DIM_DEFAULT,
  lazy,
}: {
  url: string;
  dim: number | undefined;
  /** Load it only when scrolled near (a long list of slides). */
  lazy?: boolean;
}) {
  return (
    <>
      <img
        src={url}
        alt=""
        loading={lazy ? 'lazy' : undefined}
        className="absolute inset-0 size-full object-cover"
      />
      <span className="absolute inset-0 bg-black" style={{ opacity: dim / 100 }} />
    </>
  );
}
