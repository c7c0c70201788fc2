import { Heading, Text } from '@radix-ui/themes';
import './brand.css';
import './section-heading.css';

type SectionHeadingProps = {
  title: string;
  /** Small gold line above the title. */
  eyebrow?: string;
  description?: string;
  /** h2 by default; a page's own title uses h1. */
  as?: 'h1' | 'h2' | 'h3';
  /** id of the heading, for aria-labelledby on the section. */
  id?: string;
  align?: 'center' | 'left';
  /** "dark" for navy backgrounds. */
  tone?: 'light' | 'dark';
};

/** The eyebrow, title and intro used at the top of every section. */
export function SectionHeading({ title, eyebrow, description, as = 'h2', id, align = 'center', tone = 'light' }: SectionHeadingProps) {
  return (
    <div className="section-heading" data-align={align} data-tone={tone}>
      {eyebrow ? (
        <Text as="p" size="2" weight="bold" className="section-heading__eyebrow">
          {eyebrow}
        </Text>
      ) : null}
      <Heading as={as} id={id} size={as === 'h1' ? { initial: '8', md: '9' } : { initial: '7', md: '8' }} className="section-heading__title">
        {title}
      </Heading>
      {description ? (
        <Text as="p" size={{ initial: '3', md: '4' }} className="section-heading__description">
          {description}
        </Text>
      ) : null}
    </div>
  );
}
