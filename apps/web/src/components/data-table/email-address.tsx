import { cn } from '@/lib/class-names';

/**
 * An e-mail address in a list. It reads left to right on a right-to-left page too, isolated so
 * its dots and @ stay in place. Its width is capped: in a table, to the table's box (a container,
 * see DataTable) less a checkbox column and the cell's padding; in a line of its own (`within`),
 * to that line. Without the cap, a long address in a right-to-left list on a phone starts past
 * the box's far edge, so its name part is out of view until the person scrolls sideways. It breaks before the @ first, then anywhere it must, and its
 * lines line up with the page's start edge, as its neighbours' do.
 */
export function EmailAddress({
  email,
  within = 'table',
}: {
  email: string;
  within?: 'table' | 'line';
}) {
  const at = email.lastIndexOf('@');
  return (
    <bdi
      dir="ltr"
      className={cn(
        'inline-block [text-align:match-parent] wrap-break-word',
        within === 'table' ? 'max-w-[calc(100cqi-4.5rem)]' : 'max-w-full',
      )}
    >
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </bdi>
  );
}

/** A person in a list: their name over their address, or the address alone where they have none. */
export function PersonName({
  name,
  email,
  className,
}: {
  name: string | null | undefined;
  email: string;
  /** The first line's look. */
  className?: string;
}) {
  return (
    <>
      <span className={cn('block', className)}>{name ?? <EmailAddress email={email} />}</span>
      {name && (
        <span className="block text-fg-muted">
          <EmailAddress email={email} />
        </span>
      )}
    </>
  );
}
