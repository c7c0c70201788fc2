// A native <select> styled like the Radix text fields: the browser's own required
// validation, keyboard and mobile pickers work with no extra code. The chevron is drawn by CSS.
import type { SelectHTMLAttributes } from 'react';
import './native-select.css';

export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className={`native-select${className ? ` ${className}` : ''}`}>
      <select {...props} />
    </span>
  );
}
