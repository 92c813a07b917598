import { Presentation } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Brand() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-2 rounded-lg text-lg font-bold text-primary-900"
    >
      <span className="grid size-9 place-items-center rounded-lg bg-primary-700 text-secondary-300 shadow-sm">
        <Presentation aria-hidden="true" className="size-5" />
      </span>
      Slidewise
    </Link>
  );
}
