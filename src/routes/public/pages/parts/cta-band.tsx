import { Heading } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import './pages.css';

/** The closing navy band of a page: heading, one sentence, buttons. */
export function CtaBand({ title, text, note, children }: { title: string; text: string; note?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="pg-cta pg-dark" aria-labelledby={id}>
      <div className="pg-container">
        <Heading as="h2" id={id}>
          {title}
        </Heading>
        <p className="pg-cta__text">{text}</p>
        <div className="pg-actions">{children}</div>
        {note && <p className="pg-cta__note">{note}</p>}
      </div>
    </section>
  );
}
