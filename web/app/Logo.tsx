import { Link } from 'wouter';
import { SHOP } from '../../schema/shop';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2 font-bold text-ink ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1b63e0" />
        <path
          d="M19.5 8.5a5 5 0 0 0-6.2 6.2l-5.6 5.6a2 2 0 1 0 2.9 2.9l5.6-5.6a5 5 0 0 0 6.2-6.2l-3 3-2.6-.5-.5-2.6 3.2-2.8Z"
          fill="#fff"
        />
      </svg>
      <span className="text-lg tracking-tight">
        {SHOP.name}
        <span className="sr-only"> – home</span>
      </span>
    </Link>
  );
}
