import type { ReactNode } from 'react';
import '../../styles/light-page.css';
import './driver.css';

/**
 * The plain pieces of the driver's cards (driver.css, issue 32): no MUI, so that drawing a
 * round's stops and the deliveries costs no style work before the driver's first tap.
 */

/** Every button and link a thumb presses: at least 48 px high (WCAG 2.5.5, Material's 48 dp). */
export const TOUCH = { minHeight: 48 } as const;

/** Material's icons' paths, drawn as plain SVG (hidden: their text says it). */
const ICONS = {
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  phone:
    'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  refresh:
    'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
  offline:
    'M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96M3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4zM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4z',
  shipping:
    'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  info: 'M11 9h2V7h-2m1 13c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-18a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-1 15h2v-6h-2z',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  dashboard: 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z',
  logout:
    'M17 7l-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z',
  waiting:
    'M16.5 12.5H15v4l3 2 .75-1.23-2.25-1.52zM16 9 2 3v7l9 2-9 2v7l7.27-3.11C10.09 20.83 12.79 23 16 23c3.86 0 7-3.14 7-7s-3.14-7-7-7m0 12c-2.75 0-4.98-2.22-5-4.97v-.07c.02-2.74 2.25-4.97 5-4.97 2.76 0 5 2.24 5 5S18.76 21 16 21',
} as const;

export const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg className="driver-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={ICONS[name]} />
  </svg>
);

export type Severity = 'info' | 'warning' | 'error';

/**
 * A notice on the screen, as MUI's standard alert looked: its icon, its text (a title in bold
 * first when given) and an action at the end. No role of its own: where it must be read out,
 * its container is a live region, or `role` makes it one (`alert` for an error that appears,
 * as MUI's alert was, `status` for news).
 */
export const Notice = ({
  severity,
  title,
  children,
  action,
  icon = severity,
  role,
}: {
  severity: Severity;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  icon?: keyof typeof ICONS;
  role?: 'alert' | 'status';
}) => (
  <div
    className={severity === 'info' ? 'driver-notice' : `driver-notice driver-notice--${severity}`}
    role={role}
  >
    <Icon name={icon} />
    <div className="driver-notice__text">
      {title ? <strong>{title}</strong> : null}
      {children}
    </div>
    {action}
  </div>
);

/** A text button (a notice's action, the list's refresh), 48 px high. */
export const TextButton = ({
  onClick,
  disabled,
  icon,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  icon?: keyof typeof ICONS;
  children: ReactNode;
}) => (
  <button
    type="button"
    className="driver-button driver-button--text"
    onClick={onClick}
    disabled={disabled}
    style={TOUCH}
  >
    {icon ? <Icon name={icon} /> : null}
    {children}
  </button>
);

export type ChipColor =
  'default' | 'info' | 'warning' | 'success' | 'error' | 'primary' | 'outlined';

/** A status's label, as MUI's chip looked: white on the status colour. */
export const Chip = ({ color, children }: { color: ChipColor; children: ReactNode }) => (
  <span className={color === 'default' ? 'driver-chip' : `driver-chip driver-chip--${color}`}>
    {children}
  </span>
);

/** An address as a `geo:` link that opens the phone's maps app. */
export const PlaceLink = ({
  href,
  address,
  label,
}: {
  href: string;
  address: string;
  /** The link's name when it says more than the address. */
  label?: string;
}) => (
  <a className="driver-link" href={href} aria-label={label} style={TOUCH}>
    <Icon name="place" />
    <span>{address}</span>
  </a>
);
