import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from '@/components/button-look';

/** A link in the shared Button's look: it leads somewhere, so it can be opened in a new tab. */
export function LinkButton({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
