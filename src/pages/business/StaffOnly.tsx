import type { ComponentType, ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canAccess, type Action, type Resource } from '../../../contract/permissions';
import { useAuthState } from '../../providers/store';

/**
 * A business page opened by a role it is not for (the menu hides it, an address may not): it
 * says so instead of calling routes that would answer something else for that role.
 */
export const StaffOnly = ({
  resource,
  action,
  children,
}: {
  resource: Resource;
  action: Action;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { user } = useAuthState();
  if (canAccess(user?.role, { resource, action })) return children;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="warning">{translate('flotte.errors.forbidden')}</Alert>
    </Box>
  );
};

/** A page of the layout's own routes: its address and what it shows. */
export interface PageRoute {
  path: string;
  Page: ComponentType;
}

/** The route of a page only the roles that may `action` on `resource` are shown. */
export const staffRoute = (
  path: string,
  resource: Resource,
  action: Action,
  Page: ComponentType,
): PageRoute => ({
  path,
  Page: () => (
    <StaffOnly resource={resource} action={action}>
      <Page />
    </StaffOnly>
  ),
});
