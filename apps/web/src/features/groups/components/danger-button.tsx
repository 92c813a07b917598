import { Button, type ButtonProps } from '@/components/button';

// Only members-section.tsx still uses this (it is being rewritten on branch s22-i17t); once it
// uses <Button variant="danger">, delete this file.
export function DangerButton(props: Omit<ButtonProps, 'variant'>) {
  return <Button variant="danger" {...props} />;
}
