import type { ReactNode } from 'react';
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
  waiting:
    'M16.5 12.5H15v4l3 2 .75-1.23-2.25-1.52zM16 9 2 3v7l9 2-9 2v7l7.27-3.11C10.09 20.83 12.79 23 16 23c3.86 0 7-3.14 7-7s-3.14-7-7-7m0 12c-2.75 0-4.98-2.22-5-4.97v-.07c.02-2.74 2.25-4.97 5-4.97 2.76 0 5 2.24 5 5S18.76 21 16 21',
} as const;

export const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg className="driver-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={ICONS[name]} />
  </svg>
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
