import { ArrowLeft, ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/class-names';

/** What the learner's player shows of the course above the slide. */
export interface CourseHeading {
  /** The course title: the page's one h1. */
  title: string;
  titleId?: string;
  /** The way back ("← My learning"). */
  back: { to: To; label: string };
  /** Who assigned the course: under the title from `sm` up, behind a toggle on phones. */
  details?: ReactNode;
  /** The leader's message to the learner: in view on every screen size, under the details. */
  message?: ReactNode;
}

interface CourseBarProps extends CourseHeading {
  /** The course's language, for the title. */
  lang: string | undefined;
  /** The position ("Slide n of m"), shortened on phones. */
  position: ReactNode;
  progress: ReactNode;
  /** A connection lost, said under the progress. */
  status?: ReactNode;
}

// On phones the controls are the bar's own height, and their focus ring is drawn inside: the
// sticky app header would cover a ring drawn outside.
const PHONE_CONTROL =
  'max-sm:grid max-sm:size-9 max-sm:shrink-0 max-sm:place-items-center max-sm:rounded-lg max-sm:text-fg-muted max-sm:hover:bg-surface-sunken max-sm:hover:text-fg max-sm:pointer-coarse:size-11 max-sm:focus-visible:-outline-offset-2';

// Phones: one row over the progress line; from `sm` up, a page heading.
const BAR = 'flex flex-wrap items-center gap-x-1 sm:block';
const PROGRESS_ROW = 'basis-full sm:mt-2';

function BackArrowLink({ back }: Pick<CourseHeading, 'back'>) {
  return (
    <Link
      to={back.to}
      className={cn(
        PHONE_CONTROL,
        // The arrow lines up with the slide's edge, its touch target reaching into the margin.
        'max-sm:-ms-2 max-sm:pointer-coarse:-ms-3',
        'sm:inline-flex sm:min-h-6 sm:items-center sm:gap-1.5 sm:rounded-lg sm:text-sm sm:font-semibold sm:text-primary-800 sm:hover:underline sm:pointer-coarse:min-h-11 sm:dark:text-primary-200',
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-5 sm:size-4 rtl:rotate-180" />
      <span className="max-sm:sr-only">{back.label}</span>
    </Link>
  );
}

/**
 * The course above the slide. On phones one row (back, title, details toggle, "n / m") over a
 * thin progress line, so the slide starts near the top of the screen; from `sm` up, a page
 * heading: the back link, the large title, the details, then the position and the progress.
 * The leader's message stays in view on phones too, under the bar.
 * One h1 either way: the same elements, laid out by breakpoint.
 */
export function CourseBar({
  title,
  titleId,
  back,
  details,
  message,
  lang,
  position,
  progress,
  status,
}: CourseBarProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [open, setOpen] = useState(false);

  return (
    <div className={BAR}>
      <BackArrowLink back={back} />
      {/* The heading keeps the interface's direction, so the title starts at its start edge; the
          title inside reads in its own (an English title on an Arabic page: left to right). */}
      <h1
        id={titleId}
        title={title}
        className={cn(
          'min-w-0 font-bold tracking-tight text-fg wrap-anywhere',
          // One line in the bar, as wide as it needs up to the room there is (next to the back
          // arrow in either direction); the details show it whole.
          'max-sm:max-w-max max-sm:flex-1 max-sm:basis-0 max-sm:text-base max-sm:font-semibold',
          'sm:mt-4 sm:text-3xl',
        )}
      >
        {/* Cut short at its own end on phones (a block of its direction, as wide as the heading). */}
        <bdi lang={lang} dir="auto" className="max-sm:block max-sm:truncate">
          {title}
        </bdi>
      </h1>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={t('player.course.details')}
        title={t('player.course.details')}
        onClick={() => setOpen((shown) => !shown)}
        className={cn(PHONE_CONTROL, 'sm:hidden')}
      >
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-5 transition-transform duration-200 motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      <div
        id={detailsId}
        className={cn(
          'basis-full text-sm',
          'max-sm:order-last max-sm:mt-2 max-sm:space-y-2 max-sm:rounded-lg max-sm:border max-sm:border-line max-sm:bg-surface-raised max-sm:p-3',
          !open && 'max-sm:hidden',
        )}
      >
        {/* The heading is cut short on phones: here it is whole (said once, by the heading). */}
        <p aria-hidden="true" className="font-semibold text-fg wrap-anywhere sm:hidden">
          <bdi lang={lang} dir="auto">
            {title}
          </bdi>
        </p>
        {details}
      </div>
      {message && <div className="basis-full max-sm:order-last max-sm:mt-2">{message}</div>}
      <div className="ms-auto shrink-0 text-sm max-sm:ps-1 font-medium text-fg sm:mt-4">
        {position}
      </div>
      <div className={PROGRESS_ROW}>{progress}</div>
      {status && <div className="basis-full max-sm:mt-1">{status}</div>}
    </div>
  );
}

/**
 * The bar while the course loads. Phones: the way back where it will be, placeholders for the
 * title and the progress line, the bar's height, so nothing moves when the course arrives.
 * From `sm` up, the way back alone, as above any page that loads.
 */
export function CourseBarSkeleton({ back }: Pick<CourseHeading, 'back'>) {
  return (
    <div className={BAR}>
      <BackArrowLink back={back} />
      <Skeleton className="h-4 max-w-48 flex-1 sm:hidden" />
      <div className={cn(PROGRESS_ROW, 'sm:hidden')}>
        <Skeleton className="h-1" />
      </div>
    </div>
  );
}
