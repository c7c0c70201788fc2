// Small stroke icons (no icon font, no extra package). Decorative by default: pass a title only
// when the icon is the sole content of a control. Each icon is drawn once, as a <symbol> of one
// SVG sprite file (./icon-sprite.svg, `#i-<name>`, a hashed asset cached for good), and every use
// of it is an <svg> with a <use>: the paths are neither in the page's HTML or DOM nor in the
// JavaScript. The stroke's colour, width and joins come from one CSS rule (./icons.css).
import type { SVGProps } from 'react';
// Never inlined as a data: URL, which <use> does not accept.
import spriteUrl from './icon-sprite.svg?no-inline';
import './icons.css';

type IconProps = SVGProps<SVGSVGElement> & { size?: number; title?: string };

function Svg({ size = 18, title, name, className, ...rest }: IconProps & { name: string }) {
  // How the stroke is drawn is the `icon` class's (./icons.css), not five attributes on every use;
  // no viewBox either: the symbol's own (0 0 24 24) scales it to the <svg>'s size.
  return (
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${spriteUrl}#i-${name}`} />
    </svg>
  );
}

/** Names of the sprite symbols these icons use (./icon-sprite.svg must define each `i-<name>`). */
export const ICON_NAMES = [
  'phone',
  'mail',
  'message',
  'chat',
  'map-pin',
  'globe',
  'bed',
  'bath',
  'area',
  'arrow-right',
  'arrow-left',
  'chevron-left',
  'chevron-right',
  'menu',
  'close',
  'pause',
  'play',
  'link',
  'handshake',
  'chart',
  'camera',
  'award',
  'home',
  'facebook',
  'instagram',
  'linked-in',
  'x-logo',
  'tag',
  'camera-solid',
] as const;
type IconName = (typeof ICON_NAMES)[number];

const icon = (name: IconName) => (p: IconProps) => <Svg {...p} name={name} />;

export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
export const MessageIcon = icon('message');
export const ChatIcon = icon('chat');
export const MapPinIcon = icon('map-pin');
export const GlobeIcon = icon('globe');
export const BedIcon = icon('bed');
export const BathIcon = icon('bath');
export const AreaIcon = icon('area');
export const ArrowRightIcon = icon('arrow-right');
export const ArrowLeftIcon = icon('arrow-left');
export const ChevronLeftIcon = icon('chevron-left');
export const ChevronRightIcon = icon('chevron-right');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const PauseIcon = icon('pause');
export const PlayIcon = icon('play');
export const LinkIcon = icon('link');
export const HandshakeIcon = icon('handshake');
export const ChartIcon = icon('chart');
export const CameraIcon = icon('camera');
export const AwardIcon = icon('award');
export const HomeIcon = icon('home');
export const FacebookIcon = icon('facebook');
export const InstagramIcon = icon('instagram');
export const LinkedInIcon = icon('linked-in');
export const XLogoIcon = icon('x-logo');
export const TagIcon = icon('tag');
export const CameraSolidIcon = icon('camera-solid');
