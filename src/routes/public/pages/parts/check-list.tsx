import type { ReactNode } from 'react';
import { Icon } from './icons';
import './pages.css';

export type CheckItem = string | { title: string; text: string };

/** A bulleted list with check marks; items are plain text, or a bold lead-in that flows into the text. */
export function CheckList({ items }: { items: readonly CheckItem[] }) {
  return (
    <ul className="pg-checks">
      {items.map((item) => {
        const key = typeof item === 'string' ? item : item.title;
        let body: ReactNode;
        if (typeof item === 'string') body = <span>{item}</span>;
        else
          body = (
            <span>
              <strong>{item.title}</strong> {item.text}
            </span>
          );
        return (
          <li key={key}>
            <span className="pg-checks__mark">
              <Icon name="check" size={14} />
            </span>
            {body}
          </li>
        );
      })}
    </ul>
  );
}
