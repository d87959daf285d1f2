import { Link as MuiLink, type LinkProps } from '@mui/material';
import { RouterLink } from './router';

/** A link to a route of the app (`#/…`), in MUI's look: react-admin's Link without react-admin. */
export const Link = ({ to, ...props }: Omit<LinkProps, 'component' | 'href'> & { to: string }) => (
  <MuiLink component={RouterLink} to={to} {...props} />
);
