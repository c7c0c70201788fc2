// A native <select> styled like the Radix text fields: the browser's own required
// validation, keyboard and mobile pickers work with no extra code.
import type { SelectHTMLAttributes } from 'react';
import './native-select.css';

export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className={`native-select${className ? ` ${className}` : ''}`}>
      <select {...props} />
      <svg className="native-select__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
