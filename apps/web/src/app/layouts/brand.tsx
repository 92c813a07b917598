import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandMark, brandLinkClass, type BrandMarkProps } from './brand-mark';

interface BrandProps extends BrandMarkProps {
  onClick?: () => void;
}

export function Brand({ tone = 'default', onClick, ...mark }: BrandProps) {
  return (
    <Link to={paths.home} onClick={onClick} className={brandLinkClass(tone)}>
      <BrandMark {...mark} />
    </Link>
  );
}
