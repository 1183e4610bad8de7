import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

export function TextLink({ className = '', ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={`rounded font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${className}`}
      {...props}
    />
  );
}
