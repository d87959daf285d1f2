import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { businessKind, type Business } from '../../../contract/business';
import { activeChip } from '../common/StatusChip';

/** The kinds as select choices (labels are catalog keys). */
export const kindChoices = businessKind.options.map((id) => ({
  id,
  name: `resources.business.kinds.${id}`,
}));

/** "Waiting" or "Active": the approval state of a business, as a chip with its text. */
export const BusinessStateChip = activeChip({
  active: 'resources.business.active',
  inactive: 'resources.business.waiting',
  inactiveColor: 'warning',
});

/** The live plan's name, marked when its renewal could not be paid; "—" without one. */
export const BusinessPlanField = (_props: FieldProps) => {
  const record = useRecordContext<Pick<Business, 'plan_name' | 'subscription_status'>>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.plan_name) return <span>{translate('flotte.business_admin.no_plan')}</span>;
  return (
    <span>
      {record.plan_name}
      {record.subscription_status === 'past_due'
        ? ` (${translate('flotte.business_admin.subscription_statuses.past_due')})`
        : ''}
    </span>
  );
};

/** A boolean as text ("Oui"/"Non"), which screen readers read and exports keep. */
export const YesNoField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = source ? record?.[source] : undefined;
  if (typeof value !== 'boolean') return null;
  return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
};
