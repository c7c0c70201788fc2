import { Heading } from '@radix-ui/themes';
import { Icon } from './icons';
import './pages.css';

export type Step = { title: string; text: string; timing?: string };

/** Numbered process or timeline: an ordered list with a line joining the numbers. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="pg-steps">
      {steps.map((step, i) => (
        <li key={step.title} className="pg-steps__item">
          <span className="pg-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <div className="pg-steps__body">
            <div className="pg-steps__head">
              <Heading as="h3">{step.title}</Heading>
              {step.timing && (
                <span className="pg-steps__timing">
                  <Icon name="clock" size={14} />
                  {step.timing}
                </span>
              )}
            </div>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
