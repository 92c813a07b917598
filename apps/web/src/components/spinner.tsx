import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/class-names';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
