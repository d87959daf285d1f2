import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import { Button, useMediaQuery, type ButtonProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import {
  CreateButton as RaCreateButton,
  LinkBase,
  ListButton as RaListButton,
  useCanAccess,
  useCreatePath,
  useGetResourceLabel,
  useResourceContext,
  useResourceTranslation,
  type CreateButtonProps,
  type ListButtonProps,
} from 'react-admin';

interface LinkProps {
  resource?: string;
  label?: string;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  sx?: ButtonProps['sx'];
}

/**
 * A link to a resource's list or create page that keeps its visible label at every width.
 * react-admin's own shrink on a phone: the create button to a round "+" fixed over the page
 * (it covered tables' last column), the others to an unlabelled icon.
 */
function LabelledLink({
  type,
  icon,
  ...props
}: LinkProps & { type: 'list' | 'create'; icon: ReactNode }) {
  const resource = useResourceContext(props)!;
  const { canAccess, isPending } = useCanAccess({ action: type, resource });
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const label = useResourceTranslation({
    resourceI18nKey: `resources.${resource}.action.${type}`,
    baseI18nKey: `ra.action.${type}`,
    options: { name: getResourceLabel(resource, 1) },
    userText: props.label,
  });
  if (!canAccess || isPending) return null;
  return (
    <Button
      component={LinkBase}
      to={createPath({ resource, type })}
      state={{ _scrollToTop: true }}
      startIcon={icon}
      size="small"
      variant={props.variant ?? 'text'}
      sx={props.sx}
    >
      {label}
    </Button>
  );
}

/** What the labelled link keeps of the react-admin button's props. */
const linkProps = ({ resource, label, variant, sx }: LinkProps) => ({
  resource,
  label,
  variant,
  sx,
});

const usePhone = (below: 'sm' | 'md') =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down(below));

/** react-admin's CreateButton from 900 px up; below, a labelled button in its place. */
export const CreateButton = (props: CreateButtonProps & LinkProps) => {
  const small = usePhone('md');
  if (!small) return <RaCreateButton {...props} />;
  return <LabelledLink type="create" icon={props.icon ?? <AddIcon />} {...linkProps(props)} />;
};

/** react-admin's ListButton from 600 px up; below, still labelled. */
export const ListButton = (props: ListButtonProps & LinkProps) => {
  const phone = usePhone('sm');
  if (!phone) return <RaListButton {...props} />;
  return <LabelledLink type="list" icon={props.icon ?? <ListIcon />} {...linkProps(props)} />;
};
