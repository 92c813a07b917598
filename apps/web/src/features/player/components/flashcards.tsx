import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { useInterfaceLanguage } from '../hooks/use-interface-language';

/**
 * Cards that flip: each is a toggle button (Enter, Space or a tap) whose pressed
 * state says which side shows; the side not shown is hidden from screen readers.
 */
export function Flashcards({ cards }: { cards: { front: string; back: string }[] }) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  const [flipped, setFlipped] = useState<ReadonlySet<number>>(() => new Set());
  return (
    <div className="space-y-3">
      <p {...ui} className="text-sm text-fg-muted">
        {t('slides.play.flashcardsHint')}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map((card, index) => {
          const isFlipped = flipped.has(index);
          return (
            <li key={index}>
              <button
                type="button"
                aria-pressed={isFlipped}
                aria-label={t('slides.play.card', {
                  number: index + 1,
                  side: isFlipped ? card.back : card.front,
                })}
                onClick={() =>
                  setFlipped((current) => {
                    const next = new Set(current);
                    if (next.has(index)) next.delete(index);
                    else next.add(index);
                    return next;
                  })
                }
                className="group block w-full [perspective:60rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <span
                  data-flipped={isFlipped}
                  className="slide-flip relative grid min-h-32 rounded-xl text-start"
                >
                  {(['front', 'back'] as const).map((side) => (
                    <span
                      key={side}
                      data-side={side}
                      aria-hidden={(side === 'back') !== isFlipped}
                      className={cn(
                        'col-start-1 row-start-1 flex flex-col justify-between gap-2 rounded-xl border-2 p-4 text-base',
                        side === 'front'
                          ? 'border-line bg-surface-raised text-fg'
                          : 'border-primary-600 bg-primary-50 text-fg dark:bg-primary-950',
                      )}
                    >
                      <span className={cn(side === 'front' && 'text-lg font-semibold')}>
                        {card[side]}
                      </span>
                      <span {...ui} className="flex items-center gap-1 text-xs text-fg-muted">
                        <RotateCw aria-hidden="true" className="size-3.5" />
                        {side === 'front' ? t('slides.play.flip') : t('slides.play.flipBack')}
                      </span>
                    </span>
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
