import { Button, Heading, Progress } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../../../domain/phone';
import { PageMeta } from '../../../components/page-meta';
import { useSiteContent } from '../../../lib/site-content';
import { useSiteFeatures } from '../../../lib/site-features';
import { paths } from '../../../paths';
import { Icon, type IconName } from './parts/icons';
import './parts/pages.css';
import './thanks.css';

/** The thanks page sends the visitor home after 8 seconds. */
const THANKS_REDIRECT_MS = 8000;
const TICK_MS = 100;

/** A full page load, so content and state start fresh (fresh content, fresh state). */
function goHome(url: string) {
  window.location.href = url;
}

/** What happens next; a confirmation e-mail is promised only when the site can send one. */
function nextSteps(opts: { confirmationEmail: boolean; responseTime: string; agent: string }): { icon: IconName; title: string; text: string }[] {
  return [
    opts.confirmationEmail
      ? { icon: 'mail', title: 'Confirmation email', text: 'A confirmation of your message is on its way to your inbox.' }
      : { icon: 'mail', title: 'Message saved', text: `Your message is safely with ${opts.agent}. No automatic e-mail is sent; the reply comes from ${opts.agent} in person.` },
    {
      icon: 'clock',
      title: `Personal review ${opts.responseTime}`,
      text: `Your message is read personally, not by an automated system, ${opts.responseTime}.`,
    },
    {
      icon: 'phone',
      title: 'Contact by your preferred method',
      text: 'You will hear back by phone or email, whichever you prefer, with answers and next steps.',
    },
  ];
}

export function ThanksPage({ redirect = goHome }: { redirect?: (url: string) => void }) {
  const { t } = useSiteContent();
  const [progress, setProgress] = useState(0);
  const [stayed, setStayed] = useState(false);
  const phone = t('contact_phone');
  const agent = t('agent_name');
  const { confirmationEmail } = useSiteFeatures();
  const steps = nextSteps({ confirmationEmail, responseTime: t('response_time'), agent });

  useEffect(() => {
    if (stayed) return;
    const started = Date.now();
    const tick = setInterval(() => {
      setProgress(Math.min(100, ((Date.now() - started) / THANKS_REDIRECT_MS) * 100));
    }, TICK_MS);
    const timer = setTimeout(() => {
      setProgress(100);
      redirect(paths.home);
    }, THANKS_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [redirect, stayed]);

  const secondsLeft = Math.max(0, Math.ceil(((100 - progress) / 100) * (THANKS_REDIRECT_MS / 1000)));

  return (
    <div className="pg th-page">
      <PageMeta
        title="Thank You"
        description={`Your message to ${agent} has been received. You will hear back personally ${t('response_time')}.`}
      />
      <main id="main" className="th-main">
        <div className="th-card">
          <div className="th-badge" aria-hidden="true">
            <Icon name="check" size={40} />
          </div>
          <p className="th-eyebrow">Message received</p>
          <Heading as="h1" className="th-title">
            Thank You for Reaching Out!
          </Heading>
          <p className="th-lead">
            Your message has been received. {agent} appreciates you reaching out and will be in touch with you soon.
          </p>

          <section className="th-next" aria-labelledby="next-heading">
            <Heading as="h2" id="next-heading">
              What happens next?
            </Heading>
            <ol className="th-steps">
              {steps.map((step) => (
                <li key={step.title}>
                  <span className="th-steps__icon" aria-hidden="true">
                    <Icon name={step.icon} size={20} />
                  </span>
                  <div>
                    <strong>{step.title}</strong>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <Button asChild size="3" className="pg-btn pg-btn--navy th-home">
            <Link to={paths.home}>
              <Icon name="home" size={18} />
              Return to Homepage
            </Link>
          </Button>

          <div className="th-redirect">
            <Progress
              value={Math.round(progress)}
              max={100}
              size="2"
              color="amber"
              aria-label="Time until automatic return to the homepage"
              getValueLabel={() => (stayed ? 'Automatic return cancelled' : `${secondsLeft} seconds left`)}
              className="th-progress"
            />
            <p className="th-redirect__text" aria-live="off">
              {stayed
                ? 'Automatic return cancelled. Take your time.'
                : `Returning to the homepage in ${secondsLeft} second${secondsLeft === 1 ? '' : 's'}.`}{' '}
              {!stayed && (
                <button type="button" className="th-stay" onClick={() => setStayed(true)}>
                  Stay on this page
                </button>
              )}
            </p>
          </div>

          <footer className="th-footer">
            <p>
              Need to talk sooner? Call{' '}
              <a className="pg-link" href={telHref(phone)}>
                {phone}
              </a>
            </p>
            <p className="th-license">
              {t('agent_name')}, {t('agent_title')}, {t('brokerage_name')}
              <br />
              {t('license_1')}
              {t('license_2').trim() ? (
                <>
                  <br />
                  {t('license_2')}
                </>
              ) : null}
            </p>
          </footer>
        </div>
      </main>
    </div>
  );
}
